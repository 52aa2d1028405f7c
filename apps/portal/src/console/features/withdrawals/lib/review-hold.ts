const pad = (n: number) => String(n).padStart(2, '0');

/** `11/28/2026 14:02 UTC`: MM/DD/YYYY hh:mm in UTC, the time the gateway's own messages name. */
export function utcMinute(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

/** Whether the review hold of new payout details still forbids paying (`hold_until` stays set once passed). */
export const isHeld = (holdUntil: string | null, now: Date = new Date()): holdUntil is string =>
  holdUntil !== null && new Date(holdUntil) > now;

/** What the queue says of a withdrawal to new payout details while its hold lasts, else null. */
export function holdNotice(holdUntil: string | null, now: Date = new Date()): string | null {
  return isHeld(holdUntil, now) ? `New payout details — held until ${utcMinute(holdUntil)}` : null;
}
