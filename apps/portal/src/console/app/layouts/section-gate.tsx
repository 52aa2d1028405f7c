import type { ReactNode } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { roleNames } from '../../lib/operator-roles';
import { useSignedInOperator } from '../../lib/signed-in-operator';
import type { ConsoleSection } from './sections';

/**
 * A section's screen, for a role the contract admits there; another role (a typed address, a bookmark
 * kept from an earlier role) is told so rather than shown a screen whose every call the gateway refuses.
 */
export function SectionGate({ section, children }: { section: ConsoleSection; children: ReactNode }) {
  const { data: operator } = useSignedInOperator();
  if (!operator) return null;
  if (roleAdmits(section.needs, operator.role)) return children;
  return (
    <>
      <PageHeader title={section.label} />
      <Alert tone="info">
        Your role ({roleNames[operator.role]}) does not include {section.label}. Ask an admin of the console
        if you need it.
      </Alert>
    </>
  );
}
