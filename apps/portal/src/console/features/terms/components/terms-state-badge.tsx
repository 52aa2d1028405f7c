import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import type { OperatorTermsVersion } from '../api/terms';

type TermsState = OperatorTermsVersion['state'];

export const termsStateNames: Record<TermsState, string> = {
  in_force: 'In force',
  upcoming: 'Upcoming',
  past: 'Past',
};

const tones: Record<TermsState, StatusTone> = { in_force: 'success', upcoming: 'info', past: 'neutral' };

/** Whether affiliates accept a version now, will from its date, or accepted it before it was replaced. */
export function TermsStateBadge({ state }: { state: TermsState }) {
  return <StatusBadge label={termsStateNames[state]} tone={tones[state]} />;
}
