/**
 * When a source is pulled: by its schedule after a success, and after a failure again in 1, 2, 4…
 * minutes, never longer apart than the schedule's own interval.
 */
export interface Schedule {
  every_minutes: number | null;
  /** HH:MM, UTC. */
  daily_at: string | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The schedule's interval in minutes: every N → N, daily → 1,440 (the feed's expected freshness too). */
export function intervalMinutes(schedule: Schedule): number {
  return schedule.every_minutes ?? 24 * 60;
}

/** The schedule's next pull strictly after `after`: `after` + N minutes, or the next HH:MM UTC. */
export function nextScheduledPull(schedule: Schedule, after: Date): Date {
  if (schedule.every_minutes !== null) return new Date(after.getTime() + schedule.every_minutes * MINUTE_MS);
  const [hours, minutes] = (schedule.daily_at ?? '00:00').split(':').map(Number) as [number, number];
  const dayStart = Math.floor(after.getTime() / DAY_MS) * DAY_MS;
  const today = dayStart + (hours * 60 + minutes) * MINUTE_MS;
  return new Date(today > after.getTime() ? today : today + DAY_MS);
}

/** The first pull of a new (or rescheduled) source: at once for every N minutes, else the next HH:MM. */
export function firstPull(schedule: Schedule, now: Date): Date {
  return schedule.every_minutes !== null ? now : nextScheduledPull(schedule, now);
}

/** The wait after the `failuresInRow`th failure in a row: 1, 2, 4… minutes, capped at the interval. */
export function retryDelayMs(schedule: Schedule, failuresInRow: number): number {
  const exponent = Math.min(Math.max(failuresInRow - 1, 0), 20);
  return Math.min(2 ** exponent, intervalMinutes(schedule)) * MINUTE_MS;
}
