import type { DashboardFigure, DashboardFigures } from '@affiliate/contract/endpoints/dashboard';
import { formatCount, formatMoney } from '@/lib/money';

export type FigureUnit = 'money' | 'count';

export interface FigureInfo {
  key: DashboardFigure;
  label: string;
  unit: FigureUnit;
  /** Shown when the gateway's meta carries no definition for the figure. */
  fallbackDefinition: string;
}

/** Every dashboard figure in display order, with its unit. */
export const figures: ReadonlyArray<FigureInfo> = [
  {
    key: 'turnover',
    label: 'Turnover',
    unit: 'money',
    fallbackDefinition: 'Total stakes placed by your players.',
  },
  {
    key: 'winloss',
    label: 'Win/loss',
    unit: 'money',
    fallbackDefinition: 'Stakes minus payouts (gross gaming revenue).',
  },
  { key: 'deposits', label: 'Deposits', unit: 'money', fallbackDefinition: 'Money your players deposited.' },
  { key: 'bonuses', label: 'Bonuses', unit: 'money', fallbackDefinition: 'Bonuses granted to your players.' },
  {
    key: 'ngr',
    label: 'NGR',
    unit: 'money',
    fallbackDefinition: 'Net gaming revenue: win/loss minus bonuses minus the admin fee.',
  },
  {
    key: 'estimated_commission',
    label: 'Estimated commission',
    unit: 'money',
    fallbackDefinition: 'Your revenue share of the NGR, before the period closes.',
  },
  {
    key: 'first_deposit_amount',
    label: 'First deposit amount',
    unit: 'money',
    fallbackDefinition: 'The sum of first deposits.',
  },
  {
    key: 'clicks',
    label: 'Clicks',
    unit: 'count',
    fallbackDefinition: 'Visits through your tracking links.',
  },
  {
    key: 'signups',
    label: 'Sign-ups',
    unit: 'count',
    fallbackDefinition: 'Players who signed up through your links.',
  },
  {
    key: 'registrations',
    label: 'Registrations',
    unit: 'count',
    fallbackDefinition: 'Players who completed registration.',
  },
  {
    key: 'first_depositors',
    label: 'First depositors',
    unit: 'count',
    fallbackDefinition: 'Players who made their first deposit.',
  },
];

export const figureByKey = Object.fromEntries(figures.map((figure) => [figure.key, figure])) as Record<
  DashboardFigure,
  FigureInfo
>;

export function formatFigure(key: DashboardFigure, values: DashboardFigures, currency: string): string {
  const value = values[key];
  return figureByKey[key].unit === 'money'
    ? formatMoney(String(value), currency)
    : formatCount(Number(value));
}

/**
 * Toggling a figure on the chart. Amounts and counts do not share an axis: picking a figure of the other
 * unit starts a new selection with it. The last figure cannot be removed.
 */
export function toggleFigure(
  selected: ReadonlyArray<DashboardFigure>,
  key: DashboardFigure,
): DashboardFigure[] {
  if (selected.includes(key)) return selected.length > 1 ? selected.filter((k) => k !== key) : [...selected];
  const unit = figureByKey[key].unit;
  if (selected.some((k) => figureByKey[k].unit !== unit)) return [key];
  return [...selected, key];
}
