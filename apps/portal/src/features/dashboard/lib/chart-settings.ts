import { granularity as granularityEnum, playerCategory, type DashboardFigure, type Granularity } from '@affiliate/contract';
import type { DashboardQuery } from '../api/get-dashboard';
import { figureByKey, toggleFigure } from './figures';
import { defaultGranularity, periodPresetLabels, presetGranularity, presetRange, validateRange, type PeriodPreset } from './period-presets';

/**
 * What the dashboard's chart shows: the period (a preset, or a custom range), the grouping, the
 * category, the figures and chart or table. Kept in the URL so a view can be shared and survives a
 * reload; the defaults (this month, by day, every category, turnover and win/loss, chart) are left out,
 * so the plain dashboard URL is the default view. A preset is stored by name: "this month" in a shared
 * link means the month in which it is opened.
 */
export interface ChartSettings {
  preset: PeriodPreset;
  query: DashboardQuery;
  figures: DashboardFigure[];
  asTable: boolean;
}

export const DEFAULT_FIGURES: readonly DashboardFigure[] = Object.freeze(['turnover', 'winloss']);

/** URL parameter names. */
const keys = { preset: 'range', from: 'from', to: 'to', granularity: 'by', category: 'category', figures: 'figures', view: 'view' } as const;

function isPreset(value: string | null): value is PeriodPreset {
  return value !== null && Object.hasOwn(periodPresetLabels, value);
}

/** Known figures of one unit (the first one's), in the order given, without repeats. */
function readFigures(value: string | null): DashboardFigure[] {
  let chosen: DashboardFigure[] = [];
  for (const key of value?.split(',') ?? []) {
    if (!Object.hasOwn(figureByKey, key) || chosen.includes(key as DashboardFigure)) continue;
    const next = toggleFigure(chosen, key as DashboardFigure);
    // A figure of the other unit would start a new selection: keep the first unit's figures.
    if (chosen.length === 0 || next.length > chosen.length) chosen = next;
  }
  return chosen.length > 0 ? chosen : [...DEFAULT_FIGURES];
}

/** Settings from a URL query, seen from `today`; anything missing or invalid falls back to its default. */
export function parseChartSettings(search: URLSearchParams | string, today: Date = new Date()): ChartSettings {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let preset: PeriodPreset = isPreset(params.get(keys.preset)) ? (params.get(keys.preset) as PeriodPreset) : 'this-month';
  let range = preset === 'custom' ? null : presetRange(preset, today);
  if (preset === 'custom') {
    const custom = { from: params.get(keys.from) ?? '', to: params.get(keys.to) ?? '' };
    const errors = validateRange(custom);
    if (errors.from || errors.to) preset = 'this-month';
    range = errors.from || errors.to ? presetRange('this-month', today) : custom;
  }
  const fallbackGranularity = preset === 'custom' ? defaultGranularity(range!) : presetGranularity[preset];
  const granularity = granularityEnum.safeParse(params.get(keys.granularity));
  const category = playerCategory.safeParse(params.get(keys.category));
  return {
    preset,
    query: { ...range!, granularity: granularity.success ? granularity.data : fallbackGranularity, category: category.success ? category.data : null },
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
  const expected: Granularity = preset === 'custom' ? defaultGranularity(query) : presetGranularity[preset];
  if (query.granularity !== expected) params.set(keys.granularity, query.granularity);
  if (query.category !== null) params.set(keys.category, query.category);
  if (settings.figures.join(',') !== DEFAULT_FIGURES.join(',')) params.set(keys.figures, settings.figures.join(','));
  if (settings.asTable) params.set(keys.view, 'table');
  return params;
}

/** A new period: a preset brings its own grouping; custom keeps the range on screen until one is applied. */
export function choosePreset(settings: ChartSettings, preset: PeriodPreset, today: Date = new Date()): ChartSettings {
  if (preset === 'custom') return { ...settings, preset };
  return { ...settings, preset, query: { ...settings.query, ...presetRange(preset, today), granularity: presetGranularity[preset] } };
}

/** An applied custom range (already validated), grouped at a readable number of points. */
export function applyCustomRange(settings: ChartSettings, range: { from: string; to: string }): ChartSettings {
  return { ...settings, preset: 'custom', query: { ...settings.query, ...range, granularity: defaultGranularity(range) } };
}
