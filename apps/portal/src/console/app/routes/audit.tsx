import { AuditScreen } from '../../features/audit/components/audit-screen';
import { SectionGate } from '../layouts/section-gate';
import { auditSection } from '../layouts/sections';

export function Component() {
  return (
    <SectionGate section={auditSection}>
      <AuditScreen />
    </SectionGate>
  );
}
