import { ActivityFreshness } from '@/components/activity-freshness';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import {
  REPORT_ROWS_MAX,
  type ReportFigure,
  type ReportFilter,
  type ReportRow,
} from '@affiliate/contract/endpoints/reports';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { routes } from '@/config/routes';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { reportQueryOptions } from '../api/get-report';
import { inDateOrder, sourceChartSummary, timeChartSummary, topSources } from '../lib/chart-summary';
import { chartFigures, filterValueLabel, groupLabels, hasFigures, inSentence } from '../lib/report-figures';
import { reportComparisonLabels } from '../lib/report-periods';
import {
  activeFilters,
  chartFigure,
  drillDown,
  isTimeGroup,
  nextSort,
  reportViewInUrl,
  viewRange,
} from '../lib/report-view';
import { DefinitionsDialog } from './definitions-dialog';
import { ExportReportButton } from './export-report-button';
import { FilterChips } from './filter-chips';
import { ReportControls } from './report-controls';
import { SourceBars, TimeChart } from './report-chart';
import { ReportTable } from './report-table';

/**
 * Reports: the funnel from clicks to commission by day, week or month, or by the part of the source
 * that brought the players (referral code, sub-ID, banner, campaign, country), for a period and
 * optionally beside another. Everything chosen is in the URL; a source's row opens it by day.
 */
export function ReportsScreen() {
  const view = useUrlFilters(reportViewInUrl);
  const values = view.values;
  const { t } = useLingui();
  const rangeText = (range: { from: string; to: string }) => {
    const from = formatDate(range.from);
    const to = formatDate(range.to);
    return t`${from} to ${to}`;
  };
  const figureOptions = chartFigures.map((option) => ({ value: option.key, label: option.label }));
  const memberId = useSessionMemberId();
  const report = useQuery({ ...reportQueryOptions(view.query), enabled: memberId !== undefined });

  const data = report.data;
  const meta = data?.meta;
  const range = viewRange(values);
  const time = isTimeGroup(values.group);
  const figure = chartFigure(values);
  const filters = activeFilters(values);
  // A banner opened from a row is named as the row named it: the report names its banner filter (the
  // id while the answer for that banner is on its way, a placeholder holding the last one).
  const chipLabel = (name: ReportFilter, value: string | number) =>
    (name === 'banner' && meta?.banner_filter?.id === value && meta.banner_filter.label) ||
    filterValueLabel(name, value, meta?.brands);
  const currency = meta?.currency ?? 'EUR';
  // The report on screen is the gateway's answer for these dates (a placeholder keeps the last one meanwhile).
  const shownRange = meta ? { from: meta.from, to: meta.to } : range;
  const shownCompared =
    meta?.compare_from && meta.compare_to ? { from: meta.compare_from, to: meta.compare_to } : null;
  const groupOnScreen = meta?.group ?? values.group;
  const timeOnScreen = isTimeGroup(groupOnScreen);

  const chartRows = useMemo(
    () => (data ? (timeOnScreen ? inDateOrder(data.data.rows) : topSources(data.data.rows, figure)) : []),
    [data, timeOnScreen, figure],
  );
  const chooseFigure = (next: ReportFigure) =>
    view.change(time ? { figure: next } : { figure: next, sort: next, order: 'desc' });
  const drillDownOf = (row: ReportRow) => {
    const change = drillDown(groupOnScreen, row.key);
    return change ? () => view.change(change) : undefined;
  };
  const periods = {
    current: rangeText(shownRange),
    compared: shownCompared ? rangeText(shownCompared) : null,
  };
  const figureLabel = chartFigures.find((f) => f.key === figure)?.label ?? '';
  const groupLabel = groupLabels[groupOnScreen];
  const groupInSentence = inSentence(groupLabel);
  const figureInSentence = inSentence(figureLabel);
  const topCount = chartRows.length;
  const chartTitle = timeOnScreen
    ? t`${figureLabel} by ${groupInSentence}`
    : meta && meta.rows_total > chartRows.length
      ? t`${groupLabel}: the top ${topCount} by ${figureInSentence}`
      : t`${groupLabel} by ${figureInSentence}`;
  const cut = data && meta && meta.rows_total > data.data.rows.length;
  const currentPeriod = periods.current;
  const comparedPeriod = periods.compared;
  const comparison = values.compare === 'none' ? '' : inSentence(reportComparisonLabels[values.compare]);
  const comparedNote = comparedPeriod
    ? comparison
      ? t`Compared with ${comparedPeriod} (${comparison}).`
      : t`Compared with ${comparedPeriod}.`
    : '';
  const asOf = meta?.as_of ? formatDateTime(meta.as_of) : '';
  const figuresNote = meta ? (asOf ? t`Figures as of ${asOf}.` : t`No activity recorded yet.`) : '';
  const rowCount = data?.data.rows.length ?? 0;
  const shownCount = formatCount(rowCount);
  const totalCount = meta ? formatCount(meta.rows_total) : '';
  const rowsMax = formatCount(REPORT_ROWS_MAX);

  return (
    <>
      <PageHeader
        title={t`Reports`}
        description={t`Which of your links, sub-IDs, banners, campaigns, brands and products brought your players: the funnel from clicks to commission.`}
        actions={<ExportReportButton view={values} />}
      />
      <Card className="mb-5">
        <ReportControls
          key={values.range === 'custom' ? `${values.from}:${values.to}` : 'preset'}
          view={values}
          range={range}
          onChange={view.change}
          brands={meta?.brands}
        />
        {filters.length > 0 && (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium text-ink">
              <Trans>Filtered by</Trans>
            </span>
            <FilterChips
              filters={filters}
              valueLabel={chipLabel}
              onRemove={(name) => view.change({ [name]: undefined })}
            />
          </div>
        )}
      </Card>

      <section aria-labelledby="report-results" aria-busy={report.isFetching}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 id="report-results" className="text-lg font-semibold text-ink">
              {groupLabel}, {currentPeriod}
            </h2>
            <p className="text-sm text-muted">
              {comparedNote && `${comparedNote} `}
              {figuresNote}
            </p>
            {meta && <ActivityFreshness freshness={meta} className="mt-1" />}
          </div>
          {meta && <DefinitionsDialog definitions={meta.definitions} />}
        </div>

        {report.isError && !data ? (
          <LoadFailedAlert
            message={t`We could not load the report.`}
            error={report.error}
            retrying={report.isFetching}
            onRetry={() => void report.refetch()}
          />
        ) : !data || !meta ? (
          <div role="status" aria-label={t`Loading the report`}>
            <Skeleton className="h-[240px] w-full" />
            <Skeleton className="mt-4 h-48 w-full" />
          </div>
        ) : !hasFigures(data.data.totals) ? (
          <Card>
            <NoResult title={t`No clicks or players in this period`}>
              {filters.length > 0 ? (
                t`Try a longer period, or remove a filter.`
              ) : (
                <Trans>
                  Clicks on your tracking links and the players they bring show up here. Get your links in{' '}
                  <Link to={routes.affiliateTools.path} className="font-medium text-info-ink underline">
                    Affiliate Tools
                  </Link>
                  .
                </Trans>
              )}
            </NoResult>
          </Card>
        ) : (
          <div
            className={cx('flex flex-col gap-5 transition-opacity', report.isPlaceholderData && 'opacity-60')}
          >
            <Card>
              <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
                <h3 className="text-base font-semibold text-ink sm:pb-2.5">{chartTitle}</h3>
                <SelectField
                  label={t`Chart`}
                  value={figure}
                  options={figureOptions}
                  onChange={(event) => chooseFigure(event.target.value as ReportFigure)}
                  className="w-full sm:w-56"
                />
              </div>
              {timeOnScreen ? (
                <TimeChart
                  rows={chartRows}
                  group={groupOnScreen}
                  figure={figure}
                  currency={currency}
                  compared={shownCompared !== null}
                  summary={timeChartSummary(
                    chartRows,
                    data.data.totals,
                    figure,
                    groupOnScreen,
                    currency,
                    periods,
                  )}
                  legend={{ current: periods.current, compared: periods.compared }}
                />
              ) : (
                <SourceBars
                  rows={chartRows}
                  group={groupOnScreen}
                  figure={figure}
                  currency={currency}
                  compared={shownCompared !== null}
                  summary={sourceChartSummary(chartRows, figure, groupOnScreen, currency)}
                />
              )}
            </Card>

            <div>
              <ReportTable
                group={groupOnScreen}
                rows={data.data.rows}
                totals={data.data.totals}
                currency={currency}
                sort={{ sort: meta.sort, order: meta.order }}
                onSort={(column) => view.change(nextSort(values, column))}
                drillDownOf={drillDownOf}
                caption={
                  comparedPeriod
                    ? t`${groupLabel}, ${currentPeriod}, compared with ${comparedPeriod}`
                    : `${groupLabel}, ${currentPeriod}`
                }
                comparedLabel={comparedPeriod && t`vs ${comparedPeriod}`}
              />
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <p role="status">
                  {cut
                    ? t`Showing the top ${shownCount} of ${totalCount} — export for all.`
                    : t`${plural(rowCount, { one: '# row.', other: '# rows.' })}`}
                </p>
                {cut && values.limit < REPORT_ROWS_MAX && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-info-ink"
                    onClick={() => view.setPageSize(REPORT_ROWS_MAX)}
                  >
                    <Trans>Show up to {rowsMax}</Trans>
                  </Button>
                )}
                {!timeOnScreen && (
                  <p>
                    <Trans>Choose a name to see it by day.</Trans>
                  </p>
                )}
              </div>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
