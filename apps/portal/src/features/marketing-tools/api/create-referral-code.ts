import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { referralCode } from '@affiliate/contract/common/players';
import { createReferralCode as createEndpoint } from '@affiliate/contract/endpoints/referral-codes';
import { callEndpoint } from '@/lib/api-client';
import { requiredString } from '@/lib/validation';
import { invalidateMarketingTools } from './invalidate-marketing-tools';

/**
 * The new-code form: the required rule, then the contract's referral code rule; the brand picked (empty
 * when there is only one brand to pick: the gateway then takes the first brand).
 */
export const referralCodeFormSchema = z.object({
  code: requiredString(msg`Code`, referralCode),
  brand: z.string(),
});
export type ReferralCodeFormValues = z.input<typeof referralCodeFormSchema>;

/**
 * POST /api/v1/affiliate/{id}/referral-codes (422 on `code` when it is taken or the limit is reached, on
 * `brand` when the brand is not open to affiliates).
 */
export async function createReferralCode({ code, brand }: { code: string; brand: string }) {
  return (await callEndpoint(createEndpoint, { body: { code, ...(brand !== '' && { brand }) } })).data;
}

export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: () => invalidateMarketingTools(queryClient),
  });
}
