import { dealPercent } from '@affiliate/contract/common/deal-words';

/**
 * Finance types rates as percentages ("25" for 25%), the deal document holds fractions ("0.25"). The
 * document's 4 decimals of a fraction are 2 of a percentage. Both ways shift the decimal string by two
 * places, never through a float, so what is typed is exactly what is sent.
 */

export const RATE_PERCENT_NOT_VALID =
  'A rate is a percentage from 0 to 100 with at most 2 decimals, like 30 or 27.5.';

const percentPattern = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * "25" → "0.25", "27.5" → "0.275", "100" → "1.00", "0.01" → "0.0001"; undefined for anything that is not a
 * percentage from 0 to 100 with at most 2 decimals. At least 2 decimals, as the document's examples write
 * rates ("0.30").
 */
export function percentToRate(percent: string): string | undefined {
  const match = percentPattern.exec(percent.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  // The percentage in hundredths, 5 digits: "027" + "50" for 27.5.
  const digits = `${whole.padStart(3, '0')}${fraction.padEnd(2, '0')}`;
  const [integer, decimals] = [digits.slice(0, 1), digits.slice(1)];
  if (integer !== '0' && (integer !== '1' || /[1-9]/.test(decimals))) return undefined;
  const kept = decimals.replace(/0+$/, '').padEnd(2, '0');
  return `${integer}.${kept}`;
}

/** "0.275" → "27.5": a document's rate as the form shows it. */
export function rateToPercent(rate: string): string {
  return dealPercent(rate).slice(0, -1);
}
