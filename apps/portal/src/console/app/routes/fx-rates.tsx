import { FxRatesScreen } from '../../features/fx-rates/components/fx-rates-screen';
import { SectionGate } from '../layouts/section-gate';
import { fxRatesSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={fxRatesSection}>
      <FxRatesScreen />
    </SectionGate>
  );
}
