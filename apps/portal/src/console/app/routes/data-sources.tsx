import { DataSourcesScreen } from '../../features/data-sources/components/data-sources-screen';
import { SectionGate } from '../layouts/section-gate';
import { dataSourcesSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={dataSourcesSection}>
      <DataSourcesScreen />
    </SectionGate>
  );
}
