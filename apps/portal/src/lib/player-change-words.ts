import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type {
  DealTerms,
  PlayerChange,
  PlayerChangeBy,
  PlayerChangeKind,
  RestatedDayFigures,
} from '@affiliate/contract/endpoints/player-changes';
import { formatDate, formatMonthYear } from './dates';
import { intlLocale } from './i18n/language';
import { formatMoney, formatSignedMoney } from './money';

/**
 * The change log's entries in words (issue 39), shared by the Changes screen and a player's page. Every
 * sentence is whole in the catalog (a language orders its own words), and none names another affiliate:
 * a player moved away went "to another affiliate", whatever the gateway knows.
 */

/** The kinds as the filter offers them, in the contract's order. */
export const playerChangeKindLabels: Record<PlayerChangeKind, MessageDescriptor> = {
  player_moved_out: msg`Players moved away`,
  player_moved_in: msg`Players moved to you`,
  player_deleted: msg`Players removed`,
  player_duplicate: msg`Players marked as duplicates`,
  activity_restated: msg`Activity restated`,
  cpa_reversed: msg`CPAs reversed`,
  deal_changed: msg`Deal changes`,
};

const byLabels: Record<PlayerChangeBy, MessageDescriptor> = {
  feed: msg`By the brand’s data feed`,
  file: msg`By a file from the brand`,
  pull: msg`By a scheduled import`,
  operator: msg`By the program team`,
  close: msg`By the month’s close`,
};

/** What made the change, as a sentence of its own: "By the program team". */
export function changeByText(by: PlayerChangeBy): string {
  return t(byLabels[by]);
}

const utcFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "12/04/2026, 02:15 PM UTC": when the change happened, in UTC as the gateway counts its days (a feed's
 * day and a month's close are UTC days), so the time agrees with the day an entry names.
 */
export function formatChangeTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = intlLocale();
  let format = utcFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    utcFormats.set(locale, format);
  }
  return `${format.format(date)} UTC`;
}

const figureLabels: Record<Exclude<keyof RestatedDayFigures, 'ngr'>, MessageDescriptor> = {
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  turnover: msg`Turnover`,
  winloss: msg`Win/loss`,
  bonuses: msg`Bonuses`,
};

/** "Deposits €500.00 → €300.00", one per figure the restatement changed. */
function restatedFigures(before: RestatedDayFigures, after: RestatedDayFigures, currency: string): string[] {
  return (Object.keys(figureLabels) as Array<keyof typeof figureLabels>)
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const label = t(figureLabels[key]);
      const was = formatMoney(before[key], currency);
      const now = formatMoney(after[key], currency);
      return t`${label} ${was} → ${now}`;
    });
}

/** "Revenue share 30 % (version 2)": a deal as the affiliate knows it, by its name and version. */
function dealName(deal: DealTerms): string {
  const name = deal.name;
  const version = deal.version;
  return t`${name} (version ${version})`;
}

export interface ChangeWords {
  /** What happened, in one sentence: "Player 123456 was moved to another affiliate". */
  what: string;
  /** What it means for the affiliate, in more sentences (figures, dates, a deal's terms). */
  more: string[];
}

/** Player moves, removals and duplicates: from when the player counts or stops counting. */
function playerWords(change: Extract<PlayerChange, { details: { effective_from: string } }>): ChangeWords {
  const player = change.customer_id ?? '—';
  const from = formatDate(change.details.effective_from);
  switch (change.kind) {
    case 'player_moved_out':
      return {
        what: t`Player ${player} was moved to another affiliate`,
        more: [t`They no longer count for you from ${from}. Months closed before stay as they were paid.`],
      };
    case 'player_moved_in':
      return {
        what: t`Player ${player} was moved to you`,
        more: [t`They count for you from ${from}.`],
      };
    case 'player_deleted':
      return {
        what: t`Player ${player} was removed`,
        more: [t`They no longer count for you from ${from}. Months closed before stay as they were paid.`],
      };
    case 'player_duplicate': {
      const of = change.details.of_customer_id;
      return {
        what:
          of === null
            ? t`Player ${player} was marked as a duplicate of another player`
            : t`Player ${player} was marked as a duplicate of player ${of}`,
        more: [t`They no longer count for you from ${from}. Months closed before stay as they were paid.`],
      };
    }
  }
}

/** The words of one entry, in the language on screen; money in the entry's currency. */
export function changeWords(change: PlayerChange): ChangeWords {
  const currency = change.currency;
  switch (change.kind) {
    case 'player_moved_out':
    case 'player_moved_in':
    case 'player_deleted':
    case 'player_duplicate':
      return playerWords(change);
    case 'activity_restated': {
      const { before, after, players, month } = change.details;
      const day = formatDate(change.day ?? '');
      const ngr = change.amount !== null && currency ? formatSignedMoney(change.amount, currency) : null;
      const monthName = formatMonthYear(`${month}-01`);
      const was = currency ? formatMoney(before.ngr, currency) : '—';
      const now = currency ? formatMoney(after.ngr, currency) : '—';
      return {
        what: ngr ? t`Activity of ${day} was restated: NGR ${ngr}` : t`Activity of ${day} was restated`,
        more: [
          t`NGR ${was} → ${now}`,
          ...(currency ? restatedFigures(before, after, currency) : []),
          players === 1
            ? t`One of your players’ activity changed. ${monthName} was already closed: the difference is settled at the next close.`
            : t`The activity of ${players} of your players changed. ${monthName} was already closed: the difference is settled at the next close.`,
        ],
      };
    }
    case 'cpa_reversed': {
      const player = change.customer_id ?? '—';
      const amount = change.amount !== null && currency ? formatSignedMoney(change.amount, currency) : null;
      const qualified = formatDate(change.details.qualified_on);
      return {
        what: amount ? t`CPA of player ${player} reversed: ${amount}` : t`CPA of player ${player} reversed`,
        more: [
          change.details.paid
            ? t`It qualified on ${qualified} and was already paid: the amount is taken back at the next close.`
            : t`It qualified on ${qualified}; its month was still open, so it is not paid.`,
        ],
      };
    }
    case 'deal_changed': {
      const { before, after, from_month: fromMonth } = change.details;
      const from = formatMonthYear(`${fromMonth}-01`);
      const what =
        before && after
          ? t`Your deal changed: ${dealName(before)} → ${dealName(after)}`
          : after
            ? t`Your deal changed: you now have ${dealName(after)}`
            : before
              ? t`Your deal changed: ${dealName(before)} ended`
              : t`Your deal changed`;
      return { what, more: [t`From ${from}.`, ...(after?.summary ?? [])] };
    }
  }
}
