import { DealsScreen } from '../../features/deals/components/deals-screen';
import { SectionGate } from '../layouts/section-gate';
import { dealsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={dealsSection}>
      <DealsScreen />
    </SectionGate>
  );
}
