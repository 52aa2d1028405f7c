/**
 * The window a pull asks for, half-open and UTC (the contract's feed-sources.ts says how it is written):
 * `to` is the pull's start to the minute, `from` `windowDays` × 24 hours before it; the dates are the
 * same window in whole days, `toDate` the first day not asked for.
 */
export interface PullWindow {
  from: Date;
  to: Date;
  fromDate: string;
  toDate: string;
}

const DAY_MS = 24 * 60 * 60_000;

export function pullWindow(start: Date, windowDays: number): PullWindow {
  const to = new Date(Math.floor(start.getTime() / 60_000) * 60_000);
  const from = new Date(to.getTime() - windowDays * DAY_MS);
  const toDay = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  const toDateMs = toDay === to.getTime() ? toDay : toDay + DAY_MS;
  return {
    from,
    to,
    fromDate: day(new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS)),
    toDate: day(new Date(toDateMs)),
  };
}

const day = (at: Date) => at.toISOString().slice(0, 10);
/** `2026-12-05T03:00:00Z`: seconds, no milliseconds, as brands' export APIs commonly take them. */
const timestamp = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/**
 * The address with the window filled in: `{from}`, `{to}`, `{from_date}`, `{to_date}`. An HTTPS address
 * gets the values URL-encoded; an SFTP path takes them as they are.
 */
export function fillWindow(address: string, window: PullWindow, encode: boolean): string {
  const values: Record<string, string> = {
    from: timestamp(window.from),
    to: timestamp(window.to),
    from_date: window.fromDate,
    to_date: window.toDate,
  };
  return address.replace(/\{(from|to|from_date|to_date)\}/g, (_, name: string) =>
    encode ? encodeURIComponent(values[name]!) : values[name]!,
  );
}
