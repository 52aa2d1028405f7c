import { LogOut } from 'lucide-react';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/dates';
import { roleDescriptions, roleNames } from '../../../lib/operator-roles';
import { useSignOut } from '../../../lib/use-sign-out';
import { SessionsCard } from './sessions-card';

/** The signed-in operator's own account: who they are here, what their role covers, and signing out. */
export function AccountScreen({ operator }: { operator: OperatorAccount }) {
  const signOut = useSignOut();
  return (
    <>
      <PageHeader title="Your account" description="Your sign-in to the operator console." />
      <Card className="max-w-xl">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted">Email</dt>
          <dd className="break-all font-medium text-ink">{operator.email}</dd>
          <dt className="text-muted">Role</dt>
          <dd className="text-ink">
            <span className="font-medium">{roleNames[operator.role]}</span>
            <span className="block text-muted">{roleDescriptions[operator.role]}</span>
          </dd>
          <dt className="text-muted">Member since</dt>
          <dd className="text-ink">{formatDateTime(operator.createdAt)}</dd>
        </dl>
        <Button variant="secondary" className="mt-6" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </Card>
      <div className="mt-6">
        <SessionsCard />
      </div>
    </>
  );
}
