import { AffiliatesScreen } from '../../features/affiliates/components/affiliates-screen';
import { SectionGate } from '../layouts/section-gate';
import { affiliatesSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={affiliatesSection}>
      <AffiliatesScreen />
    </SectionGate>
  );
}
