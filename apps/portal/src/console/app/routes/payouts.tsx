import { PayoutsScreen } from '../../features/payouts/components/payouts-screen';
import { SectionGate } from '../layouts/section-gate';
import { payoutsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={payoutsSection}>
      <PayoutsScreen />
    </SectionGate>
  );
}
