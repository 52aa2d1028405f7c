import type { OperatorPlayerChange, PlayerChangeKind } from '@affiliate/contract/endpoints/player-changes';

/** A change's kind as the console names it, on the log of the affiliate it is on. */
export const kindNames: Record<PlayerChangeKind, string> = {
  player_moved_out: 'Moved away',
  player_moved_in: 'Moved in',
  player_deleted: 'Deleted',
  player_duplicate: 'Marked as a duplicate',
  activity_restated: 'Activity restated',
  cpa_reversed: 'CPA reversed',
  deal_changed: 'Deal changed',
};

/** "12/04/2026 14:02 UTC": the gateway's days are UTC days, so the console names the time in UTC. */
export function utcTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

/** What made the change: the operator by name, or the feed, a file or a pull (with its upload). */
export function byWhat(change: Pick<OperatorPlayerChange, 'by' | 'by_operator' | 'upload_id'>): string {
  const upload = change.upload_id === null ? '' : ` (upload #${change.upload_id})`;
  switch (change.by) {
    case 'operator':
      return change.by_operator ? `Operator ${change.by_operator}` : 'An operator';
    case 'feed':
      return 'The JSON feed';
    case 'file':
      return `A CSV file${upload}`;
    case 'pull':
      return `A scheduled pull${upload}`;
    case 'close':
      return 'A month’s close';
  }
}
