import { PagedResults } from '@/components/paged-results';
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { transactionList } from '@affiliate/contract/endpoints/statements';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { endpointKey } from '@/lib/api-client';
import { formatCount } from '@/lib/money';
import { transactionsQueryOptions } from '../api/get-transactions';
import { useUrlFilters } from '@/lib/use-url-filters';
import { isFiltered, transactionFiltersInUrl } from '../lib/transaction-filters';
import { toTransactionView, type TransactionView } from '../lib/transaction-row';
import { ExportTransactionsButtons } from './export-transactions-buttons';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import { TransactionFiltersForm } from './transaction-filters-form';
import { TransactionsList } from './transactions-list';

/** Transaction History: every movement of the balance, filtered and paged by the gateway, filters kept in the URL. */
export function TransactionHistoryScreen() {
  const { t } = useLingui();
  const view = useUrlFilters(transactionFiltersInUrl);
  const filters = view.values;
  const queryClient = useQueryClient();
  const query = useQuery(transactionsQueryOptions(view.query));
  const [open, setOpen] = useState<TransactionView | null>(null);

  // Reset restores the defaults and reloads, also when the defaults are already on screen.
  const reset = () => {
    if (view.isDefault) {
      void query.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: endpointKey(transactionList), refetchType: 'none' });
    view.reset();
  };

  const page = query.data;
  // Made on each render rather than memoised on the page: labels, amounts and dates follow the language.
  const rows = page?.data.map((row) => toTransactionView(row)) ?? null;
  const failed = query.isError && !query.isFetching;
  const showing = (first: number, last: number, count: number) => {
    const from = formatCount(first);
    const to = formatCount(last);
    return t`Showing ${from}–${to} of ${plural(count, { one: '# transaction', other: '# transactions' })}`;
  };

  return (
    <>
      <PageHeader
        title={t`Transaction History`}
        description={t`Every commission, withdrawal, adjustment and fee on your account. Open a row to see its details and timeline.`}
        actions={<ExportTransactionsButtons filters={filters} />}
      />
      <Card className="mb-5">
        <TransactionFiltersForm filters={filters} onChange={view.change} onReset={reset} />
      </Card>

      {failed ? (
        <LoadFailedAlert
          message={t`We could not load your transactions.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedResults
          id="transactions-results"
          page={page}
          showing={showing}
          loading={t`Loading transactions…`}
          pagesLabel={t`Transaction pages`}
          hrefFor={view.hrefFor}
          empty={
            <NoResult title={t`No transactions match these filters`}>
              {isFiltered(filters) ? (
                t`Try another type, status, payment option or dates, or press Reset to see every transaction.`
              ) : (
                <Trans>
                  Your commission appears here when a period closes, and your withdrawals as soon as you
                  request them from{' '}
                  <Link to={routes.withdrawal.path} className="font-medium text-info-ink underline">
                    Withdrawal
                  </Link>
                  .
                </Trans>
              )}
            </NoResult>
          }
        >
          <TransactionsList
            rows={rows}
            skeletonRows={filters.per_page}
            busy={query.isPlaceholderData}
            onOpen={setOpen}
          />
        </PagedResults>
      )}
      <TransactionDetailDialog row={open} onClose={() => setOpen(null)} />
    </>
  );
}
