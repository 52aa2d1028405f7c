import { MailScreen } from '../../features/mail/components/mail-screen';
import { SectionGate } from '../layouts/section-gate';
import { mailSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={mailSection}>
      <MailScreen />
    </SectionGate>
  );
}
