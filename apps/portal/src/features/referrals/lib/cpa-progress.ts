import { t } from '@lingui/core/macro';
import type { CpaProgress } from '@affiliate/contract/common/cpa-status';
import { formatMoney } from '@/lib/money';

/** One criterion of a player's CPA as the player's page shows it: a line in words and a bar. */
export interface CpaProgressLine {
  criterion: CpaProgress['criterion'];
  /** The bar's name: "Turnover". */
  name: string;
  /** "Turnover €120.00 of €200.00", "First deposit €50.00 (€20.00 or more required)". */
  text: string;
  /** The bar's value in words, for a screen reader: "€120.00 of €200.00". */
  valueText: string;
  /** 0–100, whole: how far the player is towards the criterion (100 only once it is met). */
  percent: number;
  met: boolean;
}

function nameOf(criterion: CpaProgress['criterion']): string {
  if (criterion === 'first_deposit') return t`First deposit`;
  return criterion === 'deposits' ? t`Deposits` : t`Turnover`;
}

/**
 * The bar is drawing, not money: the share of the requirement reached. The amounts themselves are
 * always shown as the gateway sent them. Never a full bar for an unmet criterion (99.6 % is not 100 %).
 */
function percentOf(item: CpaProgress): number {
  if (item.met) return 100;
  const reached = item.reached === null ? 0 : Number(item.reached);
  const required = Number(item.required);
  if (!(required > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((reached / required) * 100)));
}

export function toCpaProgressLine(item: CpaProgress, currency: string): CpaProgressLine {
  const money = (amount: string) => formatMoney(amount, currency);
  const name = nameOf(item.criterion);
  const line = { criterion: item.criterion, name, percent: percentOf(item), met: item.met };
  if (item.criterion !== 'first_deposit') {
    const reached = money(item.reached ?? '0.00');
    const required = money(item.required);
    const valueText = t`${reached} of ${required}`;
    return { ...line, text: `${name} ${valueText}`, valueText };
  }
  // A CPA is paid per first depositor: without a minimum, any first deposit will do.
  const minimum = money(item.required);
  const requirement = Number(item.required) > 0 ? t`${minimum} or more required` : t`any amount`;
  if (item.reached === null)
    return {
      ...line,
      text: t`No first deposit (${requirement})`,
      valueText: t`None, ${requirement}`,
    };
  const deposit = money(item.reached);
  return {
    ...line,
    text: t`First deposit ${deposit} (${requirement})`,
    valueText: `${deposit}, ${requirement}`,
  };
}
