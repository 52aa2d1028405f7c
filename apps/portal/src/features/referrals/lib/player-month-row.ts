import { t } from '@lingui/core/macro';
import type { PlayerMonth, PlayerMonthTotals } from '@affiliate/contract/endpoints/referrals';
import { formatMonthYear } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n/language';
import { formatMoney } from '@/lib/money';

/** The figures of a player's month as the page shows them, in the table's order. */
export const playerMonthColumns = [
  // Getters: each header is read at render, in the language on screen.
  {
    key: 'deposits',
    get header() {
      return t`Deposits`;
    },
  },
  {
    key: 'withdrawals',
    get header() {
      return t`Withdrawals`;
    },
  },
  {
    key: 'turnover',
    get header() {
      return t`Turnover`;
    },
  },
  {
    key: 'winloss',
    get header() {
      return t`Win/loss`;
    },
  },
  {
    key: 'bonuses',
    get header() {
      return t`Bonuses`;
    },
  },
  {
    key: 'ngr',
    get header() {
      return t`NGR`;
    },
  },
  {
    key: 'revenue_share',
    get header() {
      return t`Revenue share`;
    },
  },
  {
    key: 'cpa',
    get header() {
      return t`CPA`;
    },
  },
  {
    key: 'earned',
    get header() {
      return t`Earned`;
    },
  },
] as const satisfies ReadonlyArray<{ key: keyof PlayerMonthTotals; readonly header: string }>;

export type PlayerMonthFigure = (typeof playerMonthColumns)[number]['key'];

export interface PlayerMonthRow {
  /** YYYY-MM-DD, the month's first day: the row's key. */
  month: string;
  /** "March 2024". */
  label: string;
  /** The month's revenue share as a percentage ("30%"), or null without a plan. */
  rate: string | null;
  closed: boolean;
  figures: Record<PlayerMonthFigure, string>;
  /** Whether the player cost the affiliate in the month (negative earnings). */
  lost: boolean;
}

/** A fraction ("0.3000") as a percentage in the language's way ("30%", "12.5%"; German "30 %"). */
export function ratePercent(rate: string): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(rate),
  );
}

function formatted(figures: PlayerMonthTotals, currency: string): Record<PlayerMonthFigure, string> {
  return Object.fromEntries(
    playerMonthColumns.map(({ key }) => [key, formatMoney(figures[key], currency)]),
  ) as Record<PlayerMonthFigure, string>;
}

export function toPlayerMonthRow(month: PlayerMonth, currency: string): PlayerMonthRow {
  return {
    month: month.month,
    label: formatMonthYear(month.month),
    rate: month.revenue_share_rate === null ? null : ratePercent(month.revenue_share_rate),
    closed: month.closed,
    figures: formatted(month, currency),
    lost: Number(month.earned) < 0,
  };
}

export function formatTotals(totals: PlayerMonthTotals, currency: string): Record<PlayerMonthFigure, string> {
  return formatted(totals, currency);
}
