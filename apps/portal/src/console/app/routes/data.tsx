import { DataScreen } from '../../features/data/components/data-screen';
import { SectionGate } from '../layouts/section-gate';
import { dataSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={dataSection}>
      <DataScreen />
    </SectionGate>
  );
}
