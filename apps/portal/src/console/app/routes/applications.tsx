import { ApplicationsScreen } from '../../features/applications/components/applications-screen';
import { SectionGate } from '../layouts/section-gate';
import { applicationsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={applicationsSection}>
      <ApplicationsScreen />
    </SectionGate>
  );
}
