import { ApplicationScreen } from '../../features/applications/components/application-screen';
import { SectionGate } from '../layouts/section-gate';
import { applicationsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={applicationsSection}>
      <ApplicationScreen />
    </SectionGate>
  );
}
