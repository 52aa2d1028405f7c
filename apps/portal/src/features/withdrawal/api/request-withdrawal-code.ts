import { useMutation } from '@tanstack/react-query';
import { requestCode } from '@affiliate/contract/endpoints/codes';
import { callEndpoint } from '@/lib/api-client';

/** POST /api/v1/bo/2fa/requestcode {purpose: 'withdrawal'}: a 6-digit code by email (10 minutes, once) that confirms a withdrawal. */
export async function requestWithdrawalCode() {
  return (await callEndpoint(requestCode, { body: { purpose: 'withdrawal' } })).data;
}

export const useRequestWithdrawalCode = () => useMutation({ mutationFn: requestWithdrawalCode });
