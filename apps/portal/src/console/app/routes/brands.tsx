import { BrandsScreen } from '../../features/brands/components/brands-screen';
import { SectionGate } from '../layouts/section-gate';
import { brandsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={brandsSection}>
      <BrandsScreen />
    </SectionGate>
  );
}
