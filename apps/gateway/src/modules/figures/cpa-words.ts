import type { CpaProgress } from '@affiliate/contract';
import { displayDayIn } from '../../calendar/display-dates-in.ts';
import { listIn } from '../../i18n/sentence-parts.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';

/**
 * A player's CPA status in words for the affiliate (issue 36: CPAs cancelled silently are the
 * affiliates' first complaint), in the language the request asks (issue 37; the catalogs' `cpa.*`).
 * Money is written as every notice writes it (`€120.00`, `120,00 €`), days as the portal does
 * (MM/DD/YYYY in English, the day first in the other languages). The words are built from the same
 * progress items the answer carries, so what the affiliate reads and what the screen lists cannot
 * disagree. An operator's reversal note goes in as written.
 */

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a criterion still lacks: "turnover €120.00 of €200.00", "no deposit yet". */
function lacking(item: CpaProgress, currency: string, yet: boolean, language: Language): string {
  const money = (amount: string) => formatAmountIn(language, amount, currency);
  if (item.criterion === 'first_deposit')
    // A first deposit below the minimum is decided at once (lowFirstDepositReason); only its absence waits.
    return /[1-9]/.test(item.required)
      ? translate(language, yet ? 'cpa.lacking.noDepositYetMinimum' : 'cpa.lacking.noDepositMinimum', {
          minimum: money(item.required),
        })
      : translate(language, yet ? 'cpa.lacking.noDepositYet' : 'cpa.lacking.noDeposit');
  return translate(
    language,
    item.criterion === 'deposits' ? 'cpa.lacking.deposits' : 'cpa.lacking.turnover',
    {
      reached: money(item.reached ?? '0.00'),
      required: money(item.required),
    },
  );
}

function missingOf(progress: readonly CpaProgress[], currency: string, yet: boolean, language: Language) {
  const unmet = progress.filter((item) => !item.met);
  return listIn(
    language,
    unmet.map((item) => lacking(item, currency, yet, language)),
  );
}

export function qualifiedReason(qualifiedOn: string, language: Language = 'en'): string {
  return translate(language, 'cpa.qualified', { day: displayDayIn(language, qualifiedOn) });
}

/** "Turnover €120.00 of €200.00 — 12 days left"; without a window, no days. */
export function pendingReason(
  progress: readonly CpaProgress[],
  currency: string,
  daysLeft: number | null,
  language: Language = 'en',
): string {
  const missing = capitalised(missingOf(progress, currency, true, language));
  return daysLeft === null
    ? missing
    : translate(language, 'cpa.pendingDaysLeft', { missing, days: daysLeft });
}

/** "First deposit €10.00 was below the €20.00 required". */
export function lowFirstDepositReason(
  firstDeposit: string,
  required: string,
  currency: string,
  language: Language = 'en',
): string {
  return translate(language, 'cpa.lowFirstDeposit', {
    deposit: formatAmountIn(language, firstDeposit, currency),
    required: formatAmountIn(language, required, currency),
  });
}

/** "The 30-day window ended on 01/14/2027 with deposits €40.00 of €50.00". */
export function windowEndedReason(
  progress: readonly CpaProgress[],
  currency: string,
  windowDays: number,
  lastDay: string,
  language: Language = 'en',
): string {
  return translate(language, 'cpa.windowEnded', {
    days: String(windowDays),
    day: displayDayIn(language, lastDay),
    missing: missingOf(progress, currency, false, language),
  });
}

/** "Qualified on 01/05/2027, after the monthly cap of 2 paid players was reached". */
export function overCapReason(qualifiedOn: string, monthlyCap: number, language: Language = 'en'): string {
  return translate(language, 'cpa.overCap', { day: displayDayIn(language, qualifiedOn), cap: monthlyCap });
}

/** "Reversed by the program on 01/20/2027: duplicate account" (the operator's note as written). */
export function reversedReason(reversedOn: string, reason: string, language: Language = 'en'): string {
  return translate(language, 'cpa.reversed', { day: displayDayIn(language, reversedOn), reason });
}
