import { t } from '@lingui/core/macro';
import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import type { StatusTone } from '@/components/ui/status-badge';

/**
 * Each CPA status in words, with a soft tone: the word carries the meaning, the colour only helps the
 * eye (an affiliate who cannot tell the colours apart reads the same thing).
 */
export const cpaStatusLooks: Readonly<Record<CpaStatus, { readonly label: string; tone: StatusTone }>> = {
  // Getters: the word is read at each render, in the language on screen.
  pending: {
    get label() {
      return t`Pending`;
    },
    tone: 'info',
  },
  qualified: {
    get label() {
      return t`Qualified`;
    },
    tone: 'success',
  },
  not_qualified: {
    get label() {
      return t`Not qualified`;
    },
    tone: 'error',
  },
  over_cap: {
    get label() {
      return t`Over the cap`;
    },
    tone: 'primary',
  },
  reversed: {
    get label() {
      return t`Reversed`;
    },
    tone: 'error',
  },
};
