import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelWithdrawal as cancelWithdrawalEndpoint } from '@affiliate/contract/endpoints/payments';
import { callEndpoint } from '@/lib/api-client';
import { refreshMoney } from './refresh-money';

/** POST /api/v1/bo/me/withdrawals/{id}/cancel: a pending request is cancelled and its amount released. */
export async function cancelWithdrawal(withdrawalId: number) {
  return (await callEndpoint(cancelWithdrawalEndpoint, { params: { withdrawalId } })).data;
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    // A 409 (approved meanwhile) also means the list on screen is out of date.
    onSettled: () => refreshMoney(queryClient),
  });
}
