import { useEffect, useId, useRef, useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { saveDeal } from '@affiliate/contract/endpoints/deals';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { readApiFailure } from '@/lib/api-error';
import { formatMonthYear, toIsoDate } from '@/lib/dates';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useDeals, useSetDefaultDeal, type Deal } from '../api/deals';
import { DealForm } from './deal-form';
import { DealsList } from './deals-list';

/** What a save did, in words: a new deal, or the version it recorded and when that applies. */
function savedText(deal: Deal): string {
  const { version, effective_from } = deal.current;
  return version === 1
    ? `Saved the new deal ${deal.name}.`
    : `Saved version ${version} of ${deal.name}: it applies from ${formatMonthYear(effective_from)}.`;
}

/**
 * The program's deals (issue 36): what each pays in plain words, every version it had, which is the
 * default. Every role reads them; finance and admins create a deal or its next version in a form that
 * says the deal in words as it is built, and make a deal the default.
 */
export function DealsScreen() {
  const query = useDeals();
  const { data: operator } = useSignedInOperator();
  const canEdit = operator ? roleAdmits(saveDeal, operator.role) : false;
  const makeDefault = useSetDefaultDeal();
  const listHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Deal | null>(null);
  // A new form each time one is opened or saved, so it starts from its deal (or empty) again.
  const [formRound, setFormRound] = useState(0);
  const focusForm = useRef(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [makingDefault, setMakingDefault] = useState<string | null>(null);
  const deals = query.data;

  // Edit and Cancel move the focus to the form's heading once the form they open is on screen.
  useEffect(() => {
    if (!focusForm.current) return;
    focusForm.current = false;
    formHeading.current?.focus();
  }, [formRound]);

  const openForm = (deal: Deal | null) => {
    setEditing(deal);
    setFormRound((round) => round + 1);
    focusForm.current = true;
  };

  const onMakeDefault = async (deal: Deal) => {
    setFailure('');
    setStatus('');
    setMakingDefault(deal.name);
    try {
      const made = await makeDefault.mutateAsync(deal.name);
      setStatus(
        `${made.name} is now the default deal: new affiliates in ${made.current.document.currency} get it when no deal is named.`,
      );
      listHeading.current?.focus();
    } catch (reason) {
      setFailure(readApiFailure(reason).message);
    } finally {
      setMakingDefault(null);
    }
  };

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader
        title="Deals"
        description="What affiliates are paid, deal by deal, in plain words. A change is the deal’s next version: it applies from the next month, and every version stays on record."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      {failure && <Alert>{failure}</Alert>}
      {canEdit && (
        <Card>
          <h2
            ref={formHeading}
            tabIndex={-1}
            className="mb-4 text-lg font-semibold [overflow-wrap:anywhere] text-ink focus:outline-none"
          >
            {editing ? `Edit ${editing.name}` : 'New deal'}
          </h2>
          <DealForm
            key={formRound}
            deal={editing ?? undefined}
            deals={deals ?? []}
            onSaved={(saved) => {
              setFailure('');
              setStatus(savedText(saved));
              setEditing(null);
              setFormRound((round) => round + 1);
              listHeading.current?.focus();
            }}
            onCancel={editing ? () => openForm(null) : undefined}
          />
        </Card>
      )}
      <Card>
        <h2
          id={listHeadingId}
          ref={listHeading}
          tabIndex={-1}
          className="mb-3 text-lg font-semibold text-ink focus:outline-none"
        >
          Deals
        </h2>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the deals."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !deals ? (
          <table className="w-full" aria-busy="true" aria-label="Loading deals">
            <tbody>
              <SkeletonTableRows count={2} columns={2} />
            </tbody>
          </table>
        ) : deals.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            No deal yet{canEdit ? ': the form above makes the first one.' : '.'}
          </p>
        ) : (
          <DealsList
            labelledBy={listHeadingId}
            deals={deals}
            today={toIsoDate(new Date())}
            actions={
              canEdit
                ? {
                    onEdit: openForm,
                    onMakeDefault: (deal) => void onMakeDefault(deal),
                    makingDefault,
                  }
                : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
