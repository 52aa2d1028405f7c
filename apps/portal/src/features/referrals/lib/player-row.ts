import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import type { ListedPlayer, ReferredPlayerRecord } from '@affiliate/contract/endpoints/referrals';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { countryInLanguage } from '@/lib/i18n/country-names';
import { playerCategoryName } from '@/lib/i18n/player-categories';

/**
 * A referred player as the screen shows it: the specification's referred member row (its memberId,
 * shown as "Member ID", is the player's id here; dateJoined, dateRegistered as named there), with the
 * record it came from.
 */
export interface ReferredPlayerRow {
  /** The player's customer_id: the specification's "Member ID" column. */
  playerId: number;
  /** MM/DD/YYYY */
  dateJoined: string;
  /** MM/DD/YYYY, or '—' while the player has not completed registration. */
  dateRegistered: string;
  categoryLabel: string;
  /** The brand's name (its code where the list does not name it). */
  brandLabel: string;
  country: string;
  firstDeposit: { date: string; amount: string } | null;
  deposits: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  record: ReferredPlayerRecord;
}

export const NOT_YET = '—';

/** playerId = customer_id, dateJoined / dateRegistered as MM/DD/YYYY, amounts in the affiliate's currency. */
export function toReferredPlayerRow(
  record: ReferredPlayerRecord,
  currency: string,
  brands: ReadonlyArray<{ code: string; name: string }> = [],
): ReferredPlayerRow {
  return {
    playerId: record.customer_id,
    dateJoined: formatDate(record.date_joined),
    dateRegistered: record.registered_at ? formatDate(record.registered_at) || NOT_YET : NOT_YET,
    categoryLabel: playerCategoryName(record.category) ?? record.category,
    brandLabel: brands.find((b) => b.code === record.brand)?.name ?? record.brand,
    country: countryInLanguage(record.country),
    firstDeposit:
      record.first_deposit_date !== null
        ? {
            date: formatDate(record.first_deposit_date),
            amount: formatMoney(record.first_deposit_amount, currency),
          }
        : null,
    deposits: formatMoney(record.deposits, currency),
    turnover: formatMoney(record.turnover, currency),
    winloss: formatMoney(record.winloss, currency),
    bonuses: formatMoney(record.bonuses, currency),
    record,
  };
}

/** A player as the players list shows it: the row and the player's CPA status with its reason in words. */
export interface ListedPlayerRow extends ReferredPlayerRow {
  /** Null when the affiliate's deal pays no CPA. */
  cpa: { status: CpaStatus; reason: string } | null;
  record: ListedPlayer;
}

export function toListedPlayerRow(
  record: ListedPlayer,
  currency: string,
  brands: ReadonlyArray<{ code: string; name: string }> = [],
): ListedPlayerRow {
  return {
    ...toReferredPlayerRow(record, currency, brands),
    cpa:
      record.cpa_status === null
        ? null
        : {
            status: record.cpa_status,
            // The gateway's sentence, written in the language the portal asked in (Accept-Language).
            reason: record.cpa_reason ?? '',
          },
    record,
  };
}

/** Whether the list needs its CPA column: a deal without CPA leaves it out rather than empty on every row. */
export const listsCpa = (rows: readonly ListedPlayerRow[]) => rows.some((row) => row.cpa !== null);
