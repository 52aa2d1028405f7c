import { TextsScreen } from '../../features/texts/components/texts-screen';
import { SectionGate } from '../layouts/section-gate';
import { textsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={textsSection}>
      <TextsScreen />
    </SectionGate>
  );
}
