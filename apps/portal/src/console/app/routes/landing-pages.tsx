import { LandingPagesScreen } from '../../features/landing-pages/components/landing-pages-screen';
import { SectionGate } from '../layouts/section-gate';
import { landingPagesSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={landingPagesSection}>
      <LandingPagesScreen />
    </SectionGate>
  );
}
