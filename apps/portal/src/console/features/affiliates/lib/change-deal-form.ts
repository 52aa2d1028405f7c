import { z } from 'zod';
import {
  dealMonth,
  type assignDealRequest,
  type Deal,
  type DealAssignment,
} from '@affiliate/contract/endpoints/deals';
import type { SelectOption } from '@/components/ui/select-field';

export const CHOOSE_A_DEAL = 'Choose the deal to put the affiliate on.';

/**
 * The Deal choice that ends a brand's own deal (sent as a null deal). A deal's name is trimmed, so no
 * deal's name starts with a space and this value is never taken for one.
 */
export const DEAL_FOR_ALL_BRANDS = ' the deal for all brands';

/**
 * The Change deal form as typed: the brand is '' for all brands; the month may be left empty, for the
 * earliest month the gateway allows.
 */
export const changeDealForm = z
  .object({
    brand: z.string(),
    deal: z.string().min(1, CHOOSE_A_DEAL),
    from: z
      .string()
      .trim()
      .superRefine((value, context) => {
        const month = dealMonth.safeParse(value);
        if (value !== '' && !month.success)
          context.addIssue({ code: 'custom', message: month.error.issues[0]?.message ?? 'Not a month.' });
      }),
  })
  // Only a brand's own deal can be ended: for all brands, a deal is named.
  .refine((values) => values.brand !== '' || values.deal !== DEAL_FOR_ALL_BRANDS, {
    path: ['deal'],
    message: CHOOSE_A_DEAL,
  });
export type ChangeDealValues = z.infer<typeof changeDealForm>;

/**
 * The request: no brand for all brands; for a brand, its code and the deal, or null to end its own deal.
 * An empty month is left out, so the gateway takes the earliest it allows.
 */
export function assignDealBody(values: ChangeDealValues): z.input<typeof assignDealRequest> {
  const from = values.from === '' ? {} : { from: values.from };
  if (values.brand === '') return { deal: values.deal, ...from };
  const deal = values.deal === DEAL_FOR_ALL_BRANDS ? null : values.deal;
  return { deal, brand: values.brand, ...from };
}

/**
 * The deals an affiliate can be put on for `brand` ('' for all brands): those in its currency (the
 * gateway refuses the others, as an affiliate is paid in its own currency), and of those naming a brand
 * only the ones for `brand` (a brand's deal is assigned for that brand alone).
 */
export function offeredDeals(deals: readonly Deal[], currency: string, brand: string): Deal[] {
  return deals.filter((deal) => {
    const { document } = deal.current;
    return document.currency === currency && (document.brand === undefined || document.brand === brand);
  });
}

/**
 * The Deal select's options: a first empty choice so nothing is sent by accident, then for a brand the
 * way back to the deal for all brands, then the offered deals.
 */
export function dealOptions(offered: readonly Deal[], brand: string): SelectOption[] {
  const choices = offered.map((deal) => {
    const notes = [deal.is_default && 'the default', deal.current.document.brand && 'for this brand only'];
    return { value: deal.name, label: [deal.name, ...notes.filter(Boolean)].join(' · ') };
  });
  const backToAll = brand === '' ? [] : [{ value: DEAL_FOR_ALL_BRANDS, label: 'The deal for all brands' }];
  return [{ value: '', label: 'Choose a deal' }, ...backToAll, ...choices];
}

/**
 * The gateway's answer in words: `On Casino tiers 2027 (version 1) from 2027-01-01`; for a brand, named
 * by `brandName`: `Goldline Casino on Casino tiers 2027 (version 1) from 2027-01-01`, or `Goldline Casino
 * back on the deal for all brands from 2027-01-01`.
 */
export function assignedText(assignment: DealAssignment, brandName: string | null = null): string {
  const from = `from ${assignment.effective_from}`;
  if (assignment.deal === null) return `${brandName ?? 'The brand'} back on the deal for all brands ${from}`;
  const deal =
    assignment.version === null ? assignment.deal : `${assignment.deal} (version ${assignment.version})`;
  return brandName === null ? `On ${deal} ${from}` : `${brandName} on ${deal} ${from}`;
}
