import { lazy, Suspense, useState } from 'react';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { SERIES_MONTHS, useProgramOverview } from '../api/overview';
import { chartFigures, isEmptySeries, monthLabel } from '../lib/chart-figures';
import { BrandsTable } from './brands-table';
import { FailingPulls } from './failing-pulls';
import { LateFeeds } from './late-feeds';
import { OverviewTiles } from './overview-tiles';

// The chart is drawn only once there are figures: its code comes in a chunk of its own.
const MonthChart = lazy(async () => ({ default: (await import('./month-chart')).MonthChart }));

const chartPlaceholder = <Skeleton className="h-[268px] w-full" />;

function LoadingTiles() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}

/** The program at a glance: the open month's figures, the queues, and a year month by month. */
export function OverviewScreen() {
  const query = useProgramOverview();
  const [figureKey, setFigureKey] = useState('registrations');
  const overview = query.data;
  const monthName = overview ? monthLabel(overview.open_month.month, 'long') : '';
  const figures = overview ? chartFigures(overview.series) : [];
  const figure = figures.find((f) => f.key === figureKey) ?? figures[0];

  return (
    <div className="max-w-7xl space-y-6">
      <PageHeader
        title="Overview"
        description={
          overview
            ? `The program at a glance, as of ${formatDateTime(overview.as_of)}. Months are calendar months in UTC.`
            : 'The program at a glance.'
        }
      />
      {query.isError && !overview ? (
        <LoadFailedAlert
          message="We could not load the overview."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !overview ? (
        <>
          <p role="status" className="text-sm text-muted">
            Loading the overview…
          </p>
          <LoadingTiles />
        </>
      ) : (
        <>
          <FailingPulls />
          <OverviewTiles overview={overview} monthName={monthName} />
          <LateFeeds feeds={overview.late_feeds} />
          <BrandsTable brands={overview.open_month_brands} monthName={monthName} />
          <section aria-labelledby="overview-chart">
            <Card className="space-y-4">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="overview-chart" className="text-lg font-semibold text-ink">
                  The last {SERIES_MONTHS} months
                </h2>
                {figure && !isEmptySeries(overview.series) && (
                  <SelectField
                    label="Figure"
                    className="w-full sm:w-56"
                    value={figure.key}
                    options={figures.map((f) => ({ value: f.key, label: f.label }))}
                    onChange={(event) => setFigureKey(event.target.value)}
                  />
                )}
              </div>
              {figure && !isEmptySeries(overview.series) ? (
                <Suspense fallback={chartPlaceholder}>
                  <MonthChart series={overview.series} figure={figure} />
                </Suspense>
              ) : (
                <NoResult title="No figures yet">
                  Clicks, players and their money appear here month by month as the brand’s feed sends them.
                </NoResult>
              )}
            </Card>
          </section>
        </>
      )}
    </div>
  );
}
