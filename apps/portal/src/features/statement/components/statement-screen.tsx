import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useMember } from '@/api/get-member';
import { Card } from '@/components/ui/card';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadStatement } from '../api/download-statement';
import { statementQueryOptions } from '../api/get-statement';
import {
  formatStatementMonth,
  parseStatementMonth,
  statementMonthBounds,
  type StatementMonth,
} from '../lib/statement-month';
import { MonthPicker } from './month-picker';
import { StatementView } from './statement-view';

const formats = [
  { format: 'csv', label: 'CSV' },
  { format: 'pdf', label: 'PDF' },
] as const;

function StatementLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">
        <Trans>Loading the statement…</Trans>
      </span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Statement of Account: a month's opening balance, commission with its inputs, ledger lines, totals and closing balance. */
export function StatementScreen({ today = new Date() }: { today?: Date }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const member = useMember();
  const joinedAt = member.data?.createdAt;
  const bounds = useMemo(() => statementMonthBounds(today, joinedAt), [today, joinedAt]);
  const month = parseStatementMonth(searchParams, bounds, today);
  // The month a link names is only known to be in range once the affiliate's start is: wait for it (the
  // layout has usually loaded it already), and go on without it if it fails.
  const query = useQuery({ ...statementQueryOptions(month), enabled: !member.isPending });
  const choose = (next: StatementMonth) => setSearchParams({ month: next });
  const { t } = useLingui();
  const monthName = formatStatementMonth(month);

  return (
    <>
      <PageHeader
        title={t`Statement of Account`}
        description={t`Your statement for ${monthName}: every figure opens to its inputs.`}
        actions={
          <DownloadButtons
            formats={formats}
            verb="Download"
            noun="statement"
            download={(format) => downloadStatement(month, format)}
          />
        }
      />
      <Card className="mb-5">
        <MonthPicker value={month} bounds={bounds} onChange={choose} />
      </Card>
      {query.isError ? (
        <LoadFailedAlert
          message={t`We could not load the statement for ${monthName}.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <StatementView statement={query.data} />
      ) : (
        <StatementLoading />
      )}
    </>
  );
}
