import { CommissionScreen } from '../../features/commission/components/commission-screen';
import { SectionGate } from '../layouts/section-gate';
import { commissionSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={commissionSection}>
      <CommissionScreen />
    </SectionGate>
  );
}
