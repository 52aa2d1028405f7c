import { OperatorsScreen } from '../../features/operators/components/operators-screen';
import { SectionGate } from '../layouts/section-gate';
import { operatorsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={operatorsSection}>
      <OperatorsScreen />
    </SectionGate>
  );
}
