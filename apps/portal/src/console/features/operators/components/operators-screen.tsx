import { useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import type { PendingInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useCancelInvitation, useOperatorAccounts } from '../api/operators';
import { InvitationLinkDialog, type IssuedInvitation } from './invitation-link-dialog';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { OperatorChangeDialog, type OperatorChange } from './operator-dialogs';
import { OperatorsTable } from './operators-table';

/** A card with its heading, which names the table inside (`children` gets the heading's id). */
function ListCard({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children(headingId)}
    </Card>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <table className="w-full" aria-busy="true" aria-label={`Loading ${what}`}>
      <tbody>
        <SkeletonTableRows count={3} columns={3} />
      </tbody>
    </table>
  );
}

/** Who may use the console: the operators with their roles and status, the pending invitations, and inviting someone. */
export function OperatorsScreen() {
  const { data: self } = useSignedInOperator();
  const query = useOperatorAccounts();
  const [change, setChange] = useState<OperatorChange | null>(null);
  const [resetLink, setResetLink] = useState<IssuedInvitation | null>(null);
  const [cancelling, setCancelling] = useState<PendingInvitation | null>(null);
  const cancel = useCancelInvitation();
  const list = query.data;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Operators"
        description="The people who run the affiliate program, and what each of them may do."
      />
      <InviteForm />
      {query.isError ? (
        <LoadFailedAlert
          message="We could not load the operators."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <ListCard title="Operators">
            {(labelledBy) => (
              <>
                {!list && <Loading what="operators" />}
                {list && list.operators.length === 0 && (
                  <p className="py-4 text-sm text-muted">No operators yet.</p>
                )}
                {list && list.operators.length > 0 && (
                  <OperatorsTable
                    labelledBy={labelledBy}
                    operators={list.operators}
                    selfId={self?.id ?? 0}
                    onChange={setChange}
                  />
                )}
              </>
            )}
          </ListCard>
          <ListCard title="Pending invitations">
            {(labelledBy) => (
              <>
                {!list && <Loading what="invitations" />}
                {list && list.invitations.length === 0 && (
                  <p className="py-4 text-sm text-muted">
                    No pending invitations. An invitation is listed here until it is accepted or expires.
                  </p>
                )}
                {list && list.invitations.length > 0 && (
                  <InvitationsTable
                    labelledBy={labelledBy}
                    invitations={list.invitations}
                    onCancel={setCancelling}
                  />
                )}
              </>
            )}
          </ListCard>
        </>
      )}
      <OperatorChangeDialog change={change} onClose={() => setChange(null)} onLink={setResetLink} />
      <InvitationLinkDialog invitation={resetLink} reset onClose={() => setResetLink(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title={cancelling?.purpose === 'reset' ? 'Cancel the sign-in reset link?' : 'Cancel the invitation?'}
        description={
          cancelling && (
            <>
              The link sent to <strong className="break-all">{cancelling.email}</strong> stops working at
              once.
              {cancelling.purpose === 'reset'
                ? ' Their password stays unusable: reset their sign-in again to send a new link.'
                : ' You can invite them again later.'}
            </>
          )
        }
        confirmLabel={cancelling?.purpose === 'reset' ? 'Cancel link' : 'Cancel invitation'}
        onConfirm={async () => {
          await cancel.mutateAsync(cancelling!.id);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
