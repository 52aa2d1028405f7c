import { OverviewScreen } from '../../features/overview/components/overview-screen';
import { SectionGate } from '../layouts/section-gate';
import { overviewSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={overviewSection}>
      <OverviewScreen />
    </SectionGate>
  );
}
