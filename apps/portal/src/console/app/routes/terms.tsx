import { TermsScreen } from '../../features/terms/components/terms-screen';
import { SectionGate } from '../layouts/section-gate';
import { termsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={termsSection}>
      <TermsScreen />
    </SectionGate>
  );
}
