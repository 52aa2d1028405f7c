import { PlayersScreen } from '../../features/players/components/players-screen';
import { SectionGate } from '../layouts/section-gate';
import { playersSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={playersSection}>
      <PlayersScreen />
    </SectionGate>
  );
}
