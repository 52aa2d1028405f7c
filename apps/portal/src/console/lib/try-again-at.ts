/**
 * When a refused request may be tried again, from its Retry-After header (seconds, or an HTTP date), as
 * a person reads it: "in 40 seconds", "in 15 minutes (at 14:05)". Without a usable header: "later".
 */
export function tryAgainAt(headers: Headers | undefined, now: Date = new Date()): string {
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return 'later';
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now.getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) return 'later';
  if (seconds < 60) return seconds <= 1 ? 'in a second' : `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  const at = new Date(now.getTime() + seconds * 1000).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return `in ${minutes === 1 ? 'a minute' : `${minutes} minutes`} (at ${at})`;
}
