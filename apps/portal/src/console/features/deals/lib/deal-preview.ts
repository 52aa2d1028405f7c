import { dealSummary } from '@affiliate/contract/common/deal-words';
import { playerCategoryLabels, type PlayerCategory } from '@affiliate/contract/common/players';
import { checkDeal, type DealFormValues } from './deal-form';

const fieldLabels: Record<string, string> = {
  name: 'Name',
  currency: 'Currency',
  brand: 'Brand',
  'revenue_share.mode': 'Revenue share',
  'revenue_share.tier_by': 'Tiers reached by',
  'revenue_share.tiers': 'Tiers',
  admin_fee_rate: 'Admin fee',
  'negative_carry_over.kind': 'A negative month',
  'negative_carry_over.cap': 'Carry-over cap',
  'cpa.amount': 'CPA amount',
  'cpa.qualify.first_deposit_min': 'First deposit at least',
  'cpa.qualify.deposits_min': 'Deposits at least',
  'cpa.qualify.turnover_min': 'Turnover at least',
  'cpa.qualify.window_days': 'Within days',
  'cpa.tiers': 'CPA tiers',
  'cpa.monthly_cap': 'Monthly cap',
  'sub_affiliates.mode': 'Pays on sub-affiliates',
  'sub_affiliates.share_of': 'Share of',
  'sub_affiliates.rate': 'Sub-affiliate rate',
  'sub_affiliates.per_qualified_player': 'Amount per qualified player',
  'sub_affiliates.months': 'Sub-affiliate months',
};

/** A form field as the form labels it: `revenue_share.tiers.1.from` → "Tier 2, from". */
export function dealFieldLabel(field: string): string {
  const tier = /^(revenue_share|cpa)\.tiers\.(\d+)\.(\w+)$/.exec(field);
  if (tier) return `${tier[1] === 'cpa' ? 'CPA tier' : 'Tier'} ${Number(tier[2]) + 1}, ${tier[3]}`;
  const product = /^revenue_share\.product_rates\.(.+)$/.exec(field);
  if (product) return `${playerCategoryLabels[product[1] as PlayerCategory] ?? product[1]} rate`;
  return fieldLabels[field] ?? field;
}

export type DealPreview = { lines: string[] } | { field: string; problem: string };

/**
 * What the deal being built pays, in the words the list and the API use (the contract's dealSummary), or
 * the first thing to fix before it can be said. The name says nothing of what a deal pays: an empty one
 * does not hold the words back.
 */
export function previewOf(values: DealFormValues): DealPreview {
  const checked = checkDeal({ ...values, name: values.name.trim() || 'The deal' });
  if (checked.ok) return { lines: dealSummary(checked.document) };
  const [field = 'name', problem = ''] = checked.errors[0] ?? [];
  return { field: dealFieldLabel(field), problem };
}
