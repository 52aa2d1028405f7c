import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import { StatusBadge } from '@/components/ui/status-badge';
import { cpaStatusLooks } from '../lib/cpa-status-looks';

/** A player's CPA status as a small badge with its word ("Pending", "Not qualified", …). */
export function CpaStatusBadge({ status }: { status: CpaStatus }) {
  return <StatusBadge {...cpaStatusLooks[status]} />;
}
