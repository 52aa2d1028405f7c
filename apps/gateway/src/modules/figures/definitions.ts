import type { DashboardFigure, ReportFigure } from '@affiliate/contract';
import { translate, type Language } from '../../i18n/translate.ts';
import { localPercent } from '../../i18n/sentence-parts.ts';
import { formatAmountIn } from '../notifications/money-text.ts';
import { boundedMemo } from './bounded-memo.ts';
import type { CommissionPlan } from './figure-row.ts';

/**
 * What each figure means, as the dashboard and the reports show it beside the numbers, so a number can
 * be traced to its inputs, in the language the request asks (issue 37; the gateway's catalogs,
 * `figures.*`). The rule the NGR and commission sentences state is calculate.ts's.
 */

/**
 * How amounts a brand reports in another currency become the affiliate's (issue 35), stated where the
 * figures are: the rule of modules/ingest/conversion.ts.
 */
export function conversionRule(currency: string, language: Language = 'en'): string {
  return translate(language, 'figures.conversion', { currency });
}

/**
 * How a month is paid under a deal (issue 36: the rule of deal-engine.ts and cpa-status.ts, in words),
 * then how a closed month's commission is shown by brand on the statement (commission/brand-lines.ts).
 */
function dealRuleAndBrandShares(language: Language) {
  return {
    dealRule: translate(language, 'figures.dealRule'),
    brandShares: translate(language, 'figures.brandShares'),
  };
}

/** A rate stored as a fraction (0.3000) written as a percentage (30%). */
export function percent(rate: string): string {
  const [whole = '0', fraction = ''] = (Number(rate) * 100).toFixed(2).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}${trimmed ? `.${trimmed}` : ''}%`;
}

/** The plan's rates and amounts as the sentences write them: English as it always has (`25.00 EUR`). */
function planWords(plan: CommissionPlan, currency: string, language: Language) {
  if (language === 'en')
    return {
      fee: percent(plan.admin_fee_rate),
      rate: percent(plan.revenue_share),
      cpa: `${plan.cpa_amount} ${currency}`,
      minimum: `${plan.cpa_min_deposit} ${currency}`,
    };
  return {
    fee: localPercent(language, plan.admin_fee_rate),
    rate: localPercent(language, plan.revenue_share),
    cpa: formatAmountIn(language, plan.cpa_amount, currency),
    minimum: formatAmountIn(language, plan.cpa_min_deposit, currency),
  };
}

/**
 * What each dashboard figure means, one sentence each, with the affiliate's own plan filled in, so
 * every number on the dashboard can be traced to its inputs. Few distinct plans exist: their sentences
 * are written once each per language rather than on every request.
 */
export const figureDefinitions = boundedMemo(
  1_000,
  (plan: CommissionPlan, currency: string, language: Language = 'en') =>
    [
      plan.revenue_share,
      plan.admin_fee_rate,
      plan.cpa_amount,
      plan.cpa_min_deposit,
      plan.negative_carry_over,
      currency,
      language,
    ].join('|'),
  (plan, currency, language = 'en'): Record<DashboardFigure, string> => {
    const text = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
      translate(language, key, values);
    // The money figures end with the conversion rule.
    const converted = (definition: string) => `${definition} ${conversionRule(currency, language)}`;
    const words = planWords(plan, currency, language);
    return Object.freeze({
      clicks: text('figures.dashboard.clicks'),
      signups: text('figures.dashboard.signups'),
      registrations: text('figures.registrations'),
      first_depositors: text('figures.dashboard.firstDepositors'),
      first_deposit_amount: converted(text('figures.firstDepositAmount')),
      deposits: converted(text('figures.dashboard.deposits')),
      turnover: converted(text('figures.dashboard.turnover')),
      winloss: converted(text('figures.dashboard.winloss')),
      bonuses: converted(text('figures.dashboard.bonuses')),
      ngr: text('figures.dashboard.ngr', { fee: words.fee }),
      estimated_commission: text('figures.dashboard.estimatedCommission', {
        rate: words.rate,
        cpa: words.cpa,
        minimum: words.minimum,
        late: text(
          plan.negative_carry_over ? 'figures.dashboard.lateWithCarry' : 'figures.dashboard.lateWithoutCarry',
        ),
        ...dealRuleAndBrandShares(language),
      }),
    });
  },
);

type ReportDefinitions = Readonly<Record<ReportFigure | 'source' | 'brand' | 'product' | 'currency', string>>;

/**
 * The report's definitions: the dashboard's figures, split by where the traffic came from. A report's
 * rows are priced with the plan of the range's last month, so the sentences name no rates: one answer
 * per language.
 */
export const reportDefinitions = boundedMemo(
  8,
  (language: Language = 'en') => language,
  (language = 'en'): ReportDefinitions => {
    const text = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
      translate(language, key, values);
    return Object.freeze({
      source: text('figures.report.source'),
      brand: text('figures.report.brand'),
      product: text('figures.report.product'),
      clicks: text('figures.report.clicks'),
      signups: text('figures.report.signups'),
      registrations: text('figures.registrations'),
      first_depositors: text('figures.report.firstDepositors'),
      first_deposit_amount: text('figures.firstDepositAmount'),
      deposits: text('figures.report.deposits'),
      ngr: text('figures.report.ngr'),
      commission: text('figures.report.commission', dealRuleAndBrandShares(language)),
      currency: conversionRule(text('figures.yourCurrency'), language),
    });
  },
);
