import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { SectionGate } from '../layouts/section-gate';
import { settingsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={settingsSection}>
      <SettingsScreen />
    </SectionGate>
  );
}
