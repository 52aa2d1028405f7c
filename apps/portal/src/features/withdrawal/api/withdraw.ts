import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdraw, type WithdrawRequest } from '@affiliate/contract/endpoints/payments';
import { callEndpointWith } from '@/lib/api-client';
import type { IdempotencyKeys } from '@/lib/idempotency-keys';
import { refreshMoney } from './refresh-money';

/**
 * POST /api/v1/bo/me/transactions/withdraw with an Idempotency-Key header: the key of this submission
 * (reused when the same submission is sent again after no answer), so a retry never holds money twice.
 */
export async function requestWithdrawal(body: WithdrawRequest, keys: IdempotencyKeys) {
  const answer = await keys.send(body, (key) =>
    callEndpointWith(withdraw, { body }, { headers: { 'Idempotency-Key': key } }),
  );
  return answer.data;
}

/** `keys`: the form's own key book, so a retry of its submission reuses its key. */
export function useRequestWithdrawal(keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => requestWithdrawal(body, keys),
    onSuccess: () => refreshMoney(queryClient),
  });
}
