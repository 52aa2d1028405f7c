import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import type { StatusTone } from '@/components/ui/status-badge';

/**
 * Each CPA status in words, with a soft tone: the word carries the meaning, the colour only helps the
 * eye (an affiliate who cannot tell the colours apart reads the same thing).
 */
export const cpaStatusLooks: Record<CpaStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  qualified: { label: 'Qualified', tone: 'success' },
  not_qualified: { label: 'Not qualified', tone: 'error' },
  over_cap: { label: 'Over the cap', tone: 'primary' },
  reversed: { label: 'Reversed', tone: 'error' },
};
