import { useState } from 'react';
import { Link } from 'react-router';
import { GitBranch } from 'lucide-react';
import type { ParentChange } from '@affiliate/contract/endpoints/sub-affiliates';
import { Button } from '@/components/ui/button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { affiliatePath } from '../../../config/console-routes';
import { useAffiliateById, useParentHistory } from '../api/affiliates';
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

/** The parent the affiliate has now, by name (once the search finds it) and id, linked to its record. */
function ParentLink({ memberId }: { memberId: number }) {
  const parent = useAffiliateById(memberId).data;
  return (
    <Link to={affiliatePath(memberId)} className={linkClass}>
      {parent ? `${parent.username} (#${memberId})` : `#${memberId}`}
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
 * The affiliate's place among sub-affiliates (issue 38): the parent it earns its parent money under, the
 * history of its parents and, for the roles admitted to it, moving or detaching it with a reason.
 */
export function ParentSection({
  memberId,
  username,
  canMove,
}: {
  memberId: number;
  username: string;
  canMove: boolean;
}) {
  const history = useParentHistory(memberId, true);
  const [moving, setMoving] = useState(false);
  const changes = history.data;
  // Every change is kept, so the latest one says the parent it has now.
  const parent = changes ? (changes[0]?.to_parent ?? null) : undefined;
  return (
    <RecordSection
      title="Parent affiliate"
      action={
        canMove &&
        parent !== undefined && (
          <Button variant="secondary" size="sm" onClick={() => setMoving(true)}>
            <GitBranch aria-hidden="true" className="size-4" />
            Move or detach
          </Button>
        )
      }
    >
      {history.isError && !changes ? (
        <LoadFailedAlert
          message="We could not load the affiliate's parent."
          error={history.error}
          retrying={history.isFetching}
          onRetry={() => void history.refetch()}
        />
      ) : changes === undefined ? (
        <>
          <p role="status" className="sr-only">
            Loading the parent…
          </p>
          <Skeleton className="h-16 w-full" />
        </>
      ) : (
        <>
          <Facts
            items={[
              [
                'Sub-affiliate of',
                parent === null || parent === undefined ? 'No parent' : <ParentLink memberId={parent} />,
              ],
            ]}
          />
          <ParentHistory history={changes} />
        </>
      )}
      {canMove && parent !== undefined && (
        <MoveParentDialog
          memberId={memberId}
          username={username}
          parent={parent}
          open={moving}
          onClose={() => setMoving(false)}
        />
      )}
    </RecordSection>
  );
}
