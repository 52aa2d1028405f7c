import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { readApiFailure } from '@/lib/api-error';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { approve, useRefreshQueue, useWithdrawalQueue, type QueuedWithdrawal } from '../api/withdrawals';
import { approveEach, type RowOutcome } from '../lib/approve-each';
import { queueFiltersInUrl, statusNames } from '../lib/queue-filters';
import { BulkApproveBar } from './bulk-approve-bar';
import { PayDialog } from './pay-dialog';
import { QueueFiltersForm } from './queue-filters-form';
import { QueueReport } from './queue-report';
import { ReasonDialog } from './reason-dialog';
import type { RowAction } from './withdrawal-card';
import { WithdrawalQueueList } from './withdrawal-queue-list';

type Dialog = { kind: 'reject' | 'cancel' | 'pay'; row: QueuedWithdrawal } | null;

/**
 * The withdrawal review queue, oldest first: filters and page in the URL, a row's actions by its status,
 * and approving several pending ones at once. Every action reloads the queue, and what it did to each
 * withdrawal stays above the list (a refusal names who moved the withdrawal first, and when).
 */
export function WithdrawalsScreen() {
  const view = useUrlFilters(queueFiltersInUrl);
  const query = useWithdrawalQueue(view.query);
  const refresh = useRefreshQueue();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [working, setWorking] = useState<{ id: number; action: RowAction } | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [bulkRunning, setBulkRunning] = useState(false);
  const [report, setReport] = useState<RowOutcome[]>([]);

  const page = query.data;
  const rows = page?.data ?? null;
  const pendingIds = useMemo(
    () => rows?.filter((row) => row.status === 'pending').map((row) => row.id) ?? [],
    [rows],
  );
  // Only what is pending on the page on screen counts as selected.
  const selected = useMemo(() => new Set(pendingIds.filter((id) => chosen.has(id))), [pendingIds, chosen]);

  const approveOne = async (row: QueuedWithdrawal) => {
    setWorking({ id: row.id, action: 'approve' });
    try {
      await approve(row.id);
      setReport([{ id: row.id, ok: true, text: 'approved' }]);
    } catch (error) {
      setReport([{ id: row.id, ok: false, text: readApiFailure(error).message }]);
    } finally {
      setWorking(null);
      await refresh();
    }
  };
  const approveSelected = async () => {
    setBulkRunning(true);
    setReport(await approveEach([...selected], approve));
    setChosen(new Set());
    setBulkRunning(false);
    await refresh();
  };
  const onAction = (row: QueuedWithdrawal, action: RowAction) => {
    if (action === 'approve') void approveOne(row);
    else setDialog({ kind: action, row });
  };
  const done = (text: string) => (row: QueuedWithdrawal) => setReport([{ id: row.id, ok: true, text }]);
  const select = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const filtered = view.values.member_id !== undefined || view.values.status !== 'pending';
  return (
    <div className="max-w-7xl space-y-5">
      <PageHeader
        title="Withdrawals"
        description="The review queue, oldest first: approve what you checked, pay what is approved, and reject with a reason the affiliate reads."
      />
      <Card>
        <QueueFiltersForm
          key={view.values.member_id ?? 'every'}
          filters={view.values}
          onChange={view.change}
        />
      </Card>
      <QueueReport outcomes={report} onDismiss={() => setReport([])} />
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the withdrawals."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <section aria-labelledby="queue-results" className="space-y-3">
          <h2 id="queue-results" className="sr-only">
            Results
          </h2>
          <p role="status" className="min-h-5 text-sm text-muted">
            {page && page.meta.total > 0 && page.meta.from !== null && page.meta.to !== null
              ? `Showing ${formatCount(page.meta.from)}–${formatCount(page.meta.to)} of ${formatCount(page.meta.total)} withdrawals (${statusNames[view.values.status].toLowerCase()})`
              : page
                ? ''
                : 'Loading withdrawals…'}
          </p>
          {rows && rows.length === 0 ? (
            <Card>
              <NoResult title={filtered ? 'No withdrawals match these filters' : 'Nothing waits for review'}>
                {filtered
                  ? 'Choose another status, or every affiliate.'
                  : 'A withdrawal an affiliate requests appears here at once.'}
              </NoResult>
            </Card>
          ) : (
            <>
              <BulkApproveBar
                pending={pendingIds.length}
                selected={selected.size}
                running={bulkRunning}
                onApprove={() => void approveSelected()}
                onSelectAll={(all) => setChosen(new Set(all ? pendingIds : []))}
              />
              <WithdrawalQueueList
                rows={rows}
                busy={query.isPlaceholderData || bulkRunning}
                selected={selected}
                onSelect={select}
                onAction={onAction}
                onAffiliate={(row) => view.change({ member_id: row.member_id })}
                working={working}
              />
            </>
          )}
          {page && <Pagination label="Withdrawal pages" meta={page.meta} hrefFor={view.hrefFor} />}
        </section>
      )}
      <ReasonDialog
        kind="reject"
        row={dialog?.kind === 'reject' ? dialog.row : null}
        onClose={() => setDialog(null)}
        onDone={done('rejected')}
      />
      <ReasonDialog
        kind="cancel"
        row={dialog?.kind === 'cancel' ? dialog.row : null}
        onClose={() => setDialog(null)}
        onDone={done('cancelled')}
      />
      <PayDialog
        row={dialog?.kind === 'pay' ? dialog.row : null}
        onClose={() => setDialog(null)}
        onDone={done('paid')}
      />
    </div>
  );
}
