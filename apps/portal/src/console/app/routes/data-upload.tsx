import { UploadScreen } from '../../features/data/components/upload-screen';
import { SectionGate } from '../layouts/section-gate';
import { dataSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={dataSection}>
      <UploadScreen />
    </SectionGate>
  );
}
