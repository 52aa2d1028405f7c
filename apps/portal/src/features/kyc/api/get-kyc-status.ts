import { kycStatus, type KycStatus } from '@affiliate/contract/endpoints/kyc';
import { endpointQueryOptions } from '@/lib/api-client';

/** GET /api/v1/kyc/status/{memberId} (the session's id): requires_manual, verified, the attempts newest first. */
export const kycStatusQueryOptions = () =>
  endpointQueryOptions(kycStatus, undefined, ({ data }): KycStatus => data);
