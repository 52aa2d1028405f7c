import type {
  FeedFileResult,
  FeedFileSummary,
  FeedFileVia,
} from '@affiliate/contract/endpoints/feed-files';
import type { StatusTone } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';

const rows = (count: number) => `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`;
const badRows = (count: number) => `${formatCount(count)} bad ${count === 1 ? 'row' : 'rows'}`;

/**
 * What became of a file, in one sentence: "Stored 12,034 rows", "Refused: 3 bad rows, nothing was
 * stored", "Stored 12,031 rows; 3 left out", "Already stored on … (upload #41): nothing changed".
 */
export function resultSentence(report: FeedFileSummary): string {
  switch (report.result) {
    case 'stored':
      return `Stored ${rows(report.stored_rows)}`;
    case 'stored_good_rows':
      return `Stored ${rows(report.stored_rows)}; ${formatCount(report.refused_rows)} left out`;
    case 'refused':
      return `Refused: ${badRows(report.refused_rows)}, nothing was stored`;
    case 'duplicate':
      return report.duplicate_of
        ? `Already stored on ${formatDateTime(report.duplicate_of.stored_at)} (upload #${report.duplicate_of.upload_id}): nothing changed`
        : 'Already stored: nothing changed';
    case 'failed':
      return `Failed: ${report.failure ?? 'the file could not be read'}`;
    case null:
      return 'Still being read';
  }
}

/** The result as the log's badge says it. */
export const resultNames: Record<FeedFileResult, string> = {
  stored: 'Stored',
  stored_good_rows: 'Good rows stored',
  refused: 'Refused',
  duplicate: 'Already stored',
  failed: 'Failed',
};

export const resultTones: Record<FeedFileResult, StatusTone> = {
  stored: 'success',
  stored_good_rows: 'primary',
  refused: 'error',
  duplicate: 'neutral',
  failed: 'error',
};

export const viaNames: Record<FeedFileVia, string> = {
  console: 'Console',
  cli: 'CLI',
  api: 'API',
  pull: 'Scheduled pull',
};

/** The first 12 hex digits: enough to tell files apart in a list; the report shows all 64. */
export const shortSha256 = (sha256: string | null) => (sha256 ? sha256.slice(0, 12) : '—');

/** A file's size as people read it: 512 bytes, 14.2 KB, 3.4 MB (1 KB = 1,000 bytes, as browsers show sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1_000;
  let unit = 0;
  // 999,999 bytes is 1.0 MB, not 1,000.0 KB: the unit changes where the rounding would reach 1,000.
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1_000;
    unit += 1;
  }
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}
