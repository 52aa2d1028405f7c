import { referralCodeList, type ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** GET /api/v1/affiliate/{id}/referral-codes: the affiliate's codes, the default one first. */
export const referralCodesQueryOptions = () =>
  endpointQueryOptions(
    referralCodeList,
    undefined,
    ({ data }: EndpointOutput<typeof referralCodeList>): ReferralCodeRecord[] => data,
  );

/** The code the banner form starts with: the default one (the first, should the flag be missing). */
export function defaultReferralCode(codes: ReadonlyArray<ReferralCodeRecord>): string {
  return (codes.find((code) => code.is_default) ?? codes[0])?.code ?? '';
}
