import { WithdrawalsScreen } from '../../features/withdrawals/components/withdrawals-screen';
import { SectionGate } from '../layouts/section-gate';
import { withdrawalsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={withdrawalsSection}>
      <WithdrawalsScreen />
    </SectionGate>
  );
}
