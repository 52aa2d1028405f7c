import type { FeedSource } from '@affiliate/contract/endpoints/feed-sources';
import type { StatusTone } from '@/components/ui/status-badge';

const utc = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** `12/05/2026, 03:00 UTC`: schedules are UTC, so their times are shown in UTC. */
export function utcTime(value: string | null): string {
  return value ? `${utc.format(new Date(value))} UTC` : '—';
}

export function scheduleWords(source: Pick<FeedSource, 'every_minutes' | 'daily_at'>): string {
  if (source.daily_at !== null) return `Daily at ${source.daily_at} UTC`;
  const minutes = source.every_minutes ?? 0;
  return minutes % 60 === 0 ? `Every ${minutes / 60} h` : `Every ${minutes} min`;
}

/** A source's state in a word and a tone (the word always says it; the colour only adds). */
export function sourceState(source: FeedSource): { label: string; tone: StatusTone } {
  if (source.pulling_since) return { label: 'Pulling', tone: 'info' };
  if (!source.enabled) return { label: 'Off', tone: 'neutral' };
  if (source.failing) return { label: 'Failing', tone: 'error' };
  if (source.failures_in_row > 0) return { label: 'Retrying', tone: 'primary' };
  if (!source.last_pull) return { label: 'Not pulled yet', tone: 'neutral' };
  return { label: 'OK', tone: 'success' };
}

/** A pull's result in words. */
export const pullResultWords: Record<string, string> = {
  stored: 'Stored',
  stored_good_rows: 'Good rows stored',
  refused: 'Refused',
  duplicate: 'Already stored',
  failed: 'Failed',
};

export function pullResultTone(result: string | null): StatusTone {
  if (result === 'stored' || result === 'duplicate') return 'success';
  if (result === 'stored_good_rows') return 'primary';
  if (result === null) return 'info';
  return 'error';
}
