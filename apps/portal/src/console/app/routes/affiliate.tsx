import { AffiliateScreen } from '../../features/affiliates/components/affiliate-screen';
import { SectionGate } from '../layouts/section-gate';
import { affiliatesSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={affiliatesSection}>
      <AffiliateScreen />
    </SectionGate>
  );
}
