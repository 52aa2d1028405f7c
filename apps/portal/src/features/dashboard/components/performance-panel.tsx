import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Table2 } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { granularity as granularityEnum, type Granularity } from '@affiliate/contract/endpoints/dashboard';
import { playerCategory, type PlayerCategory } from '@affiliate/contract/common/players';
import { BrandSelect } from '@/components/brand-select';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { DefinitionDisclosure } from '@/components/ui/definition-disclosure';
import { FormField } from '@/components/ui/form-field';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n/language';
import { useSearchParams } from 'react-router';
import { dashboardQueryOptions } from '../api/get-dashboard';
import {
  applyCustomRange,
  chartSettingsToSearch,
  choosePreset,
  parseChartSettings,
  type ChartSettings,
} from '../lib/chart-settings';
import { chartPoints, chartSummary } from '../lib/chart-points';
import { playerCategoryNames } from '@/lib/i18n/player-categories';
import {
  figureByKey,
  figureDefinition,
  figureLabel,
  figures,
  formatFigure,
  toggleFigure,
} from '../lib/figures';
import {
  periodPresetLabels,
  validateRange,
  type PeriodPreset,
  type RangeErrors,
} from '../lib/period-presets';
import { FigureChart } from './figure-chart';
import { SeriesTable } from './series-table';

/** A rate as the gateway sends it: a fraction ('0.25') or already a percentage ('25'), in the portal's language. */
function formatRate(rate: string): string {
  if (!/^\d+(\.\d+)?$/.test(rate)) return rate;
  const percent = new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 2 });
  return percent.format(Number(rate) <= 1 ? Number(rate) : Number(rate) / 100);
}

const granularityLabels: Record<Granularity, MessageDescriptor> = {
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
};

/** The chart of chosen figures over a period, its table alternative and the range totals. */
export function PerformancePanel({ currency }: { currency: string }) {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const settings = useMemo(() => parseChartSettings(searchParams), [searchParams]);
  const { preset, query, figures: selected, asTable } = settings;
  // The custom range being typed; it reaches the URL (and the chart) when applied.
  const [custom, setCustom] = useState({ from: query.from, to: query.to });
  const [rangeErrors, setRangeErrors] = useState<RangeErrors>({});
  const summaryId = useId();
  const dashboard = useQuery(dashboardQueryOptions(query));

  // Chart settings are many small toggles: they replace the history entry rather than add one each.
  const show = (next: ChartSettings) =>
    setSearchParams(chartSettingsToSearch(next), { replace: true, preventScrollReset: true });
  const changePreset = (next: PeriodPreset) => {
    setRangeErrors({});
    if (next === 'custom') setCustom({ from: query.from, to: query.to });
    show(choosePreset(settings, next));
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateRange(custom);
    setRangeErrors(errors);
    if (errors.from || errors.to) return;
    show(applyCustomRange(settings, custom));
  };

  const data = dashboard.data;
  const meta = data?.meta;
  const points = useMemo(
    () =>
      data && meta ? chartPoints(data.data.series, { from: meta.from, to: meta.to }, meta.granularity) : [],
    [data, meta],
  );
  const unit = figureByKey[selected[0]!].unit;
  const from = meta ? formatDate(meta.from) : '';
  const to = meta ? formatDate(meta.to) : '';
  const rangeLabel = meta ? t`${from} to ${to}` : '';
  const charted = selected.map(figureLabel).join(', ');
  const byWhat = {
    day: t`${charted} by day`,
    week: t`${charted} by week`,
    month: t`${charted} by month`,
  }[meta ? meta.granularity : query.granularity];
  const shareRate = meta ? formatRate(meta.commission_plan.revenue_share) : '';
  const feeRate = meta ? formatRate(meta.commission_plan.admin_fee_rate) : '';
  const title = rangeLabel ? `${byWhat}, ${rangeLabel}` : byWhat;
  const presetOptions = (Object.keys(periodPresetLabels) as PeriodPreset[]).map((value) => ({
    value,
    label: t(periodPresetLabels[value]),
  }));
  const granularityOptions = granularityEnum.options.map((value) => ({
    value,
    label: t(granularityLabels[value]),
  }));
  const categoryOptions = [
    { value: '', label: t`All categories` },
    ...playerCategory.options.map((value) => ({ value, label: t(playerCategoryNames[value]) })),
  ];

  return (
    <section aria-labelledby="performance-heading" className="mt-8">
      <h2 id="performance-heading" className="text-lg font-semibold text-ink">
        <Trans>Performance</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>Your players' figures over time. Pick a date range and the figures to chart.</Trans>
      </p>

      <Card className="mt-4">
        <form
          aria-label={t`Chart options`}
          onSubmit={applyCustom}
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        >
          <SelectField
            label={t`Date range`}
            value={preset}
            options={presetOptions}
            onChange={(event) => changePreset(event.target.value as PeriodPreset)}
          />
          <SelectField
            label={t`Group by`}
            value={query.granularity}
            options={granularityOptions}
            onChange={(event) =>
              show({ ...settings, query: { ...query, granularity: event.target.value as Granularity } })
            }
          />
          <SelectField
            label={t`Category`}
            value={query.category ?? ''}
            options={categoryOptions}
            onChange={(event) =>
              show({
                ...settings,
                query: {
                  ...query,
                  category: event.target.value === '' ? undefined : (event.target.value as PlayerCategory),
                  // Figures by product are not kept per brand: a category is every brand's.
                  brand: undefined,
                },
              })
            }
          />
          <BrandSelect
            brands={meta?.brands}
            value={query.brand}
            onChange={(brand) =>
              show({ ...settings, query: { ...query, brand, ...(brand ? { category: undefined } : {}) } })
            }
          />
          {preset === 'custom' && (
            <div className="grid grid-cols-1 items-start gap-3 sm:col-span-3 sm:grid-cols-[1fr_1fr_auto]">
              <FormField
                label={t`From`}
                type="date"
                value={custom.from}
                error={rangeErrors.from}
                onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
              />
              <FormField
                label={t`To`}
                type="date"
                value={custom.to}
                error={rangeErrors.to}
                onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
              />
              <Button type="submit" className="sm:mt-[1.625rem]">
                <Trans>Apply range</Trans>
              </Button>
            </div>
          )}
        </form>

        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-ink">
            <Trans>Figures on the chart</Trans>
          </legend>
          <p className="text-xs text-muted">
            <Trans>
              Amounts and counts are charted separately: picking the other kind starts a new selection.
            </Trans>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {figures.map((figure) => {
              const on = selected.includes(figure.key);
              return (
                <label
                  key={figure.key}
                  className={cx(
                    'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-info-ink',
                    on ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:bg-canvas',
                  )}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={on}
                    onChange={() => show({ ...settings, figures: toggleFigure(selected, figure.key) })}
                  />
                  {t(figure.label)}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-ink">{title}</h3>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={asTable}
            onClick={() => show({ ...settings, asTable: !asTable })}
          >
            {asTable ? (
              <BarChart3 aria-hidden="true" className="size-4" />
            ) : (
              <Table2 aria-hidden="true" className="size-4" />
            )}
            <Trans>Show as table</Trans>
          </Button>
        </div>

        <div
          className={cx('mt-3 transition-opacity', dashboard.isPlaceholderData && 'opacity-60')}
          aria-busy={dashboard.isFetching}
        >
          {dashboard.isError && !data ? (
            <LoadFailedAlert
              message={t`We could not load your figures.`}
              error={dashboard.error}
              retrying={dashboard.isFetching}
              onRetry={() => void dashboard.refetch()}
            />
          ) : !data || !meta ? (
            <div role="status" aria-label={t`Loading the chart`}>
              <Skeleton className="h-[280px] w-full" />
            </div>
          ) : (
            <>
              <p id={summaryId} className="mb-3 text-sm text-muted">
                {chartSummary(points, data.data.totals, selected, currency, rangeLabel)}
              </p>
              {asTable ? (
                <SeriesTable points={points} selected={selected} currency={currency} caption={title} />
              ) : (
                <FigureChart
                  points={points}
                  selected={selected}
                  currency={currency}
                  title={title}
                  summaryId={summaryId}
                />
              )}
            </>
          )}
        </div>
      </Card>

      {data && meta && (
        <section aria-labelledby="totals-heading" className="mt-6">
          <h3 id="totals-heading" className="text-base font-semibold text-ink">
            <Trans>Totals for {rangeLabel}</Trans>
            {meta.category ? ` · ${t(playerCategoryNames[meta.category])}` : ''}
            {meta.brand ? ` · ${meta.brands.find((b) => b.code === meta.brand)?.name ?? meta.brand}` : ''}
          </h3>
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {figures.map((figure) => (
              <StatCard
                key={figure.key}
                headingLevel={3}
                label={t(figure.label)}
                value={formatFigure(figure.key, data.data.totals, currency)}
                className={cx(unit === figure.unit && selected.includes(figure.key) && 'border-ink/40')}
              >
                <DefinitionDisclosure
                  subject={t(figure.label)}
                  definition={figureDefinition(figure.key, meta.definitions)}
                />
              </StatCard>
            ))}
          </div>
          <p className="mt-3 text-xs text-muted">
            <Trans>
              Commission plan: {shareRate} revenue share of NGR, admin fee {feeRate}.
            </Trans>
          </p>
        </section>
      )}
    </section>
  );
}
