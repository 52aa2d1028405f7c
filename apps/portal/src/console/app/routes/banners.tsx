import { BannersScreen } from '../../features/banners/components/banners-screen';
import { SectionGate } from '../layouts/section-gate';
import { bannersSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={bannersSection}>
      <BannersScreen />
    </SectionGate>
  );
}
