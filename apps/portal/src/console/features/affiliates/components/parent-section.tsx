import { useState } from 'react';
import { Link } from 'react-router';
import { GitBranch } from 'lucide-react';
import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import type { ParentChange } from '@affiliate/contract/endpoints/sub-affiliates';
import { Button } from '@/components/ui/button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { affiliatePath } from '../../../config/console-routes';
import { useParentHistory } from '../api/affiliates';
import { MoveParentDialog } from './move-parent-dialog';
import { Facts, RecordSection } from './record-section';

const linkClass =
  'font-medium text-info-ink underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink';

/** An affiliate of the history by its id, linked to its record. */
function AffiliateLink({ memberId }: { memberId: number }) {
  return (
    <Link to={affiliatePath(memberId)} className={linkClass}>
      #{memberId}
    </Link>
  );
}

/** The parent the affiliate has now, by name and id, linked to its record. */
function ParentLink({ parent }: { parent: NonNullable<AffiliateRecord['parent']> }) {
  return (
    <Link to={affiliatePath(parent.member_id)} className={linkClass}>
      {`${parent.username} (#${parent.member_id})`}
    </Link>
  );
}

function ChangeWords({ change }: { change: ParentChange }) {
  const { from_parent: from, to_parent: to } = change;
  if (from === null && to !== null)
    return (
      <>
        Put under <AffiliateLink memberId={to} />
      </>
    );
  if (to === null && from !== null)
    return (
      <>
        Detached from <AffiliateLink memberId={from} />
      </>
    );
  return (
    <>
      Moved from {from === null ? 'no parent' : <AffiliateLink memberId={from} />} to{' '}
      {to === null ? 'no parent' : <AffiliateLink memberId={to} />}
    </>
  );
}

/** Every change of the affiliate's parent, the latest first, with who made it and why. */
function ParentHistory({ history }: { history: readonly ParentChange[] }) {
  if (history.length === 0)
    return <p className="mt-3 text-sm text-muted">No parent changes: it never was a sub-affiliate.</p>;
  return (
    <div className="mt-4 text-sm">
      <h3 id="parent-history-heading" className="font-semibold text-ink">
        Parent history ({history.length})
      </h3>
      <ol aria-labelledby="parent-history-heading" className="mt-2 flex flex-col gap-3">
        {history.map((change) => (
          <li key={`${change.changed_at}-${change.to_parent}`} className="border-l-2 border-line pl-3">
            <p className="text-ink">
              <ChangeWords change={change} />
            </p>
            <p className="text-xs text-muted">
              {formatDateTime(change.changed_at)} by {change.changed_by.replace(/^operator:/, '')}
            </p>
            <p className="text-ink [overflow-wrap:anywhere]">Reason: {change.reason}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The affiliate's place among sub-affiliates (issue 38): the parent it earns money for and how many subs
 * earn it money (both from the record), the history of its parents and, for the roles admitted to it,
 * moving or detaching it with a reason.
 */
export function ParentSection({
  memberId,
  username,
  parent,
  subAffiliates,
  canMove,
}: {
  memberId: number;
  username: string;
  parent: AffiliateRecord['parent'];
  subAffiliates: number;
  canMove: boolean;
}) {
  const history = useParentHistory(memberId, true);
  const [moving, setMoving] = useState(false);
  const changes = history.data;
  return (
    <RecordSection
      title="Parent affiliate"
      action={
        canMove && (
          <Button variant="secondary" size="sm" onClick={() => setMoving(true)}>
            <GitBranch aria-hidden="true" className="size-4" />
            Move or detach
          </Button>
        )
      }
    >
      <Facts
        items={[
          ['Sub-affiliate of', parent === null ? 'No parent' : <ParentLink parent={parent} />],
          ['Its sub-affiliates', subAffiliates === 0 ? 'None' : formatCount(subAffiliates)],
        ]}
      />
      {history.isError && !changes ? (
        <div className="mt-4">
          <LoadFailedAlert
            message="We could not load the affiliate's parent history."
            error={history.error}
            retrying={history.isFetching}
            onRetry={() => void history.refetch()}
          />
        </div>
      ) : changes === undefined ? (
        <>
          <p role="status" className="sr-only">
            Loading the parent history…
          </p>
          <Skeleton className="mt-4 h-16 w-full" />
        </>
      ) : (
        <ParentHistory history={changes} />
      )}
      {canMove && (
        <MoveParentDialog
          memberId={memberId}
          username={username}
          parent={parent?.member_id ?? null}
          open={moving}
          onClose={() => setMoving(false)}
        />
      )}
    </RecordSection>
  );
}
