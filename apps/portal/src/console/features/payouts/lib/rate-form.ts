import { z } from 'zod';
import { setRateRequest } from '@affiliate/contract/endpoints/money-operator';
import { requiredString } from '@/lib/validation';

/** Recording a rate: EUR per unit, and where it came from (the contract's rules and their words). */
export const rateFormSchema = z.object({
  rate: requiredString('Rate', setRateRequest.shape.rate),
  source: requiredString('Source', z.string().trim().max(100)),
});

export type RateFormInput = z.input<typeof rateFormSchema>;
export type RateFormValues = z.output<typeof rateFormSchema>;
