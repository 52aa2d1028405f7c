import { TicketsScreen } from '../../features/tickets/components/tickets-screen';
import { SectionGate } from '../layouts/section-gate';
import { ticketsSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={ticketsSection}>
      <TicketsScreen />
    </SectionGate>
  );
}
