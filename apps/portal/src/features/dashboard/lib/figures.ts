import type { DashboardFigure, DashboardFigures } from '@affiliate/contract/endpoints/dashboard';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCount, formatMoney } from '@/lib/money';

export type FigureUnit = 'money' | 'count';

export interface FigureInfo {
  key: DashboardFigure;
  /** The figure's name, translated when shown (`figureLabel`). */
  label: MessageDescriptor;
  unit: FigureUnit;
  /** Shown when the gateway's meta carries no definition for the figure (`fallbackDefinition`). */
  fallbackDefinition: MessageDescriptor;
}

/** Every dashboard figure in display order, with its unit. */
export const figures: ReadonlyArray<FigureInfo> = [
  {
    key: 'turnover',
    label: msg`Turnover`,
    unit: 'money',
    fallbackDefinition: msg`Total stakes placed by your players.`,
  },
  {
    key: 'winloss',
    label: msg`Win/loss`,
    unit: 'money',
    fallbackDefinition: msg`Stakes minus payouts (gross gaming revenue).`,
  },
  {
    key: 'deposits',
    label: msg`Deposits`,
    unit: 'money',
    fallbackDefinition: msg`Money your players deposited.`,
  },
  {
    key: 'bonuses',
    label: msg`Bonuses`,
    unit: 'money',
    fallbackDefinition: msg`Bonuses granted to your players.`,
  },
  {
    key: 'ngr',
    label: msg`NGR`,
    unit: 'money',
    fallbackDefinition: msg`Net gaming revenue: win/loss minus bonuses minus the admin fee.`,
  },
  {
    key: 'estimated_commission',
    label: msg`Estimated commission`,
    unit: 'money',
    fallbackDefinition: msg`Your revenue share of the NGR, before the period closes.`,
  },
  {
    key: 'first_deposit_amount',
    label: msg`First deposit amount`,
    unit: 'money',
    fallbackDefinition: msg`The sum of first deposits.`,
  },
  {
    key: 'clicks',
    label: msg`Clicks`,
    unit: 'count',
    fallbackDefinition: msg`Visits through your tracking links.`,
  },
  {
    key: 'signups',
    label: msg`Sign-ups`,
    unit: 'count',
    fallbackDefinition: msg`Players who signed up through your links.`,
  },
  {
    key: 'registrations',
    label: msg`Registrations`,
    unit: 'count',
    fallbackDefinition: msg`Players who completed registration.`,
  },
  {
    key: 'first_depositors',
    label: msg`First depositors`,
    unit: 'count',
    fallbackDefinition: msg`Players who made their first deposit.`,
  },
];

export const figureByKey = Object.fromEntries(figures.map((figure) => [figure.key, figure])) as Record<
  DashboardFigure,
  FigureInfo
>;

/**
 * A figure's name in the portal's language. Read during render: a component that shows it subscribes to
 * the language (useLingui), so it renders again when the language changes.
 */
export const figureLabel = (key: DashboardFigure): string => i18n._(figureByKey[key].label);

/** What a figure means, in the portal's language: the gateway's definition when it sends one, else ours. */
export const figureDefinition = (
  key: DashboardFigure,
  definitions: Partial<Record<string, string>>,
): string => definitions[key] ?? i18n._(figureByKey[key].fallbackDefinition);

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
