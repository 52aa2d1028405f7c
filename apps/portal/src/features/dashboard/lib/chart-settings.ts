import {
  dashboardQuery,
  type DashboardFigure,
  type Granularity,
} from '@affiliate/contract/endpoints/dashboard';
import type { DashboardQuery } from '../api/get-dashboard';
import { figureByKey } from './figures';
import {
  defaultGranularity,
  periodPresetLabels,
  presetGranularity,
  presetRange,
  validateRange,
  type DateRange,
  type PeriodPreset,
} from './period-presets';

/**
 * What the dashboard's chart shows: the period (a preset, or a custom range), the grouping, the
 * category, the figures and chart or table. Kept in the URL so a view can be shared and survives a
 * reload; the defaults (this month, by day, every category, turnover and win/loss, chart) are left out,
 * so the plain dashboard URL is the default view. A preset is stored by name: "this month" in a shared
 * link means the month in which it is opened.
 */
export interface ChartSettings {
  preset: PeriodPreset;
  /** The gateway's dashboard query, always with its dates. */
  query: DashboardQuery & DateRange;
  figures: DashboardFigure[];
  asTable: boolean;
}

const DEFAULT_FIGURES: readonly DashboardFigure[] = Object.freeze(['turnover', 'winloss']);

/** URL parameter names. */
const keys = {
  preset: 'range',
  from: 'from',
  to: 'to',
  granularity: 'by',
  category: 'category',
  brand: 'brand',
  figures: 'figures',
  view: 'view',
} as const;

type NamedPreset = Exclude<PeriodPreset, 'custom'>;

function isNamedPreset(value: string | null): value is NamedPreset {
  return value !== null && value !== 'custom' && Object.hasOwn(periodPresetLabels, value);
}

/** The grouping a period gets unless another is chosen. */
function defaultGranularityOf(preset: PeriodPreset, range: DateRange): Granularity {
  return preset === 'custom' ? defaultGranularity(range) : presetGranularity[preset];
}

/** The period asked for: a named preset, or custom dates that make a valid range; else this month. */
function readPeriod(params: URLSearchParams, today: Date): { preset: PeriodPreset; range: DateRange } {
  const asked = params.get(keys.preset);
  if (isNamedPreset(asked)) return { preset: asked, range: presetRange(asked, today) };
  if (asked === 'custom') {
    const custom = { from: params.get(keys.from) ?? '', to: params.get(keys.to) ?? '' };
    const errors = validateRange(custom);
    if (!errors.from && !errors.to) return { preset: 'custom', range: custom };
  }
  return { preset: 'this-month', range: presetRange('this-month', today) };
}

/** Known figures, without repeats, of the first one's unit (amounts and counts share no axis). */
function readFigures(value: string | null): DashboardFigure[] {
  const known = [...new Set(value?.split(',') ?? [])].filter((key): key is DashboardFigure =>
    Object.hasOwn(figureByKey, key),
  );
  const unit = known[0] === undefined ? null : figureByKey[known[0]].unit;
  const chosen = known.filter((key) => figureByKey[key].unit === unit);
  return chosen.length > 0 ? chosen : [...DEFAULT_FIGURES];
}

/** The contract's own rules for each field of the dashboard query. */
const fields = dashboardQuery.shape;

/**
 * Settings from a URL query, seen from `today`; anything missing or invalid falls back to its default.
 * Grouping and category are read with the contract's dashboard query schema; the grouping a missing `by`
 * stands for is the period's own (the portal's rule, not the gateway's default).
 */
export function parseChartSettings(
  search: URLSearchParams | string,
  today: Date = new Date(),
): ChartSettings {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const { preset, range } = readPeriod(params, today);
  const granularity = fields.granularity.safeParse(params.get(keys.granularity) ?? undefined);
  const category = fields.category.safeParse(params.get(keys.category) ?? undefined);
  const brand = fields.brand.safeParse(params.get(keys.brand) ?? undefined);
  // A brand and a product do not go together (the gateway refuses both): the brand wins.
  const byBrand = brand.success && brand.data !== undefined;
  return {
    preset,
    query: {
      ...range,
      granularity:
        granularity.success && params.has(keys.granularity)
          ? granularity.data
          : defaultGranularityOf(preset, range),
      ...(category.success && category.data !== undefined && !byBrand ? { category: category.data } : {}),
      ...(byBrand ? { brand: brand.data } : {}),
    },
    figures: readFigures(params.get(keys.figures)),
    asTable: params.get(keys.view) === 'table',
  };
}

/** The URL query of a set of settings, defaults left out. */
export function chartSettingsToSearch(settings: ChartSettings): URLSearchParams {
  const params = new URLSearchParams();
  const { preset, query } = settings;
  if (preset !== 'this-month') params.set(keys.preset, preset);
  if (preset === 'custom') {
    params.set(keys.from, query.from);
    params.set(keys.to, query.to);
  }
  if (query.granularity !== defaultGranularityOf(preset, query))
    params.set(keys.granularity, query.granularity);
  if (query.category !== undefined) params.set(keys.category, query.category);
  if (query.brand !== undefined) params.set(keys.brand, query.brand);
  if (settings.figures.join(',') !== DEFAULT_FIGURES.join(','))
    params.set(keys.figures, settings.figures.join(','));
  if (settings.asTable) params.set(keys.view, 'table');
  return params;
}

/** A new period: a preset brings its own grouping; custom keeps the range on screen until one is applied. */
export function choosePreset(
  settings: ChartSettings,
  preset: PeriodPreset,
  today: Date = new Date(),
): ChartSettings {
  if (preset === 'custom') return { ...settings, preset };
  return {
    ...settings,
    preset,
    query: { ...settings.query, ...presetRange(preset, today), granularity: presetGranularity[preset] },
  };
}

/** An applied custom range (already validated), grouped at a readable number of points. */
export function applyCustomRange(
  settings: ChartSettings,
  range: { from: string; to: string },
): ChartSettings {
  return {
    ...settings,
    preset: 'custom',
    query: { ...settings.query, ...range, granularity: defaultGranularity(range) },
  };
}
