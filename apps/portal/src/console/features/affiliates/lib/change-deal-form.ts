import { z } from 'zod';
import {
  dealMonth,
  type assignDealRequest,
  type Deal,
  type DealAssignment,
} from '@affiliate/contract/endpoints/deals';
import type { SelectOption } from '@/components/ui/select-field';

export const CHOOSE_A_DEAL = 'Choose the deal to put the affiliate on.';

/** The Change deal form as typed: the month may be left empty, for the earliest month the gateway allows. */
export const changeDealForm = z.object({
  deal: z.string().min(1, CHOOSE_A_DEAL),
  from: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const month = dealMonth.safeParse(value);
      if (value !== '' && !month.success)
        context.addIssue({ code: 'custom', message: month.error.issues[0]?.message ?? 'Not a month.' });
    }),
});
export type ChangeDealValues = z.infer<typeof changeDealForm>;

/** The request: an empty month is left out, so the gateway takes the earliest it allows. */
export function assignDealBody(values: ChangeDealValues): z.input<typeof assignDealRequest> {
  return values.from === '' ? { deal: values.deal } : { deal: values.deal, from: values.from };
}

/**
 * The deals an affiliate can be put on: those in its currency (the gateway refuses the others, as an
 * affiliate is paid in its own currency), after a first empty choice so nothing is sent by accident.
 */
export function dealOptions(deals: readonly Deal[], currency: string): SelectOption[] {
  const choices = deals
    .filter((deal) => deal.current.document.currency === currency)
    .map((deal) => {
      const brand = deal.current.document.brand;
      const notes = [deal.is_default && 'the default', brand && `brand ${brand}`].filter(Boolean);
      return { value: deal.name, label: [deal.name, ...notes].join(' · ') };
    });
  return [{ value: '', label: 'Choose a deal' }, ...choices];
}

/** The gateway's answer in words: `On Casino tiers 2027 (version 1) from 2027-01-01`. */
export function assignedText(assignment: DealAssignment): string {
  return `On ${assignment.deal} (version ${assignment.version}) from ${assignment.effective_from}`;
}
