import { z } from 'zod';
import type { Deal } from '@affiliate/contract/endpoints/deals';
import type { SelectOption } from '@/components/ui/select-field';

export const CHOOSE_A_DEAL = 'Choose the deal the new affiliate starts on.';

/** The approve form as typed: the deal's name, '' until one is chosen. */
export const approveForm = z.object({ deal: z.string().min(1, CHOOSE_A_DEAL) });
export type ApproveValues = z.infer<typeof approveForm>;

/**
 * The deals an applicant can be approved with: those in their currency (an affiliate is paid in its own
 * currency; the gateway refuses another) and for all brands (a deal made for one brand is assigned for
 * that brand alone, on the affiliate's record once they are in).
 */
export function dealsFor(deals: readonly Deal[], currency: string): Deal[] {
  return deals.filter(
    (deal) => deal.current.document.currency === currency && deal.current.document.brand === undefined,
  );
}

/** The choice the form opens with: the program's default deal when it is one of the offered, else none. */
export function preselectedDeal(offered: readonly Deal[]): string {
  return offered.find((deal) => deal.is_default)?.name ?? '';
}

/** The Deal select's options: an empty first choice so nothing is sent by accident, then the deals. */
export function dealOptions(offered: readonly Deal[]): SelectOption[] {
  return [
    { value: '', label: 'Choose a deal' },
    ...offered.map((deal) => ({
      value: deal.name,
      label: deal.is_default ? `${deal.name} · the default` : deal.name,
    })),
  ];
}
