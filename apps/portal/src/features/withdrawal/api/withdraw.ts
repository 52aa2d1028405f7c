import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdraw, type WithdrawRequest } from '@affiliate/contract/endpoints/payments';
import { callEndpointWith } from '@/lib/api-client';
import { IdempotencyKeys } from '../lib/idempotency-keys';
import { refreshMoney } from './refresh-money';

/**
 * POST /api/v1/bo/me/transactions/withdraw with an Idempotency-Key header: the key of this submission
 * (reused when the same submission is sent again after no answer), so a retry never holds money twice.
 */
export async function requestWithdrawal(body: WithdrawRequest, keys: IdempotencyKeys) {
  const key = keys.keyFor(body);
  try {
    const answer = await callEndpointWith(withdraw, { body }, { headers: { 'Idempotency-Key': key } });
    keys.settle(key, 'answered');
    return answer.data;
  } catch (reason) {
    keys.settle(key, IdempotencyKeys.outcomeOf(reason));
    throw reason;
  }
}

/** `keys`: the form's own key book, so a retry of its submission reuses its key. */
export function useRequestWithdrawal(keys: IdempotencyKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest) => requestWithdrawal(body, keys),
    onSuccess: () => refreshMoney(queryClient),
  });
}
