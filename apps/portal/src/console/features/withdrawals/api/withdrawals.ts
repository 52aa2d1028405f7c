import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveWithdrawal,
  operatorCancelWithdrawal,
  operatorWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  type operatorWithdrawal,
} from '@affiliate/contract/endpoints/money-operator';
import type { z } from 'zod';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';
import type { QueueRequest } from '../lib/queue-filters';

export type QueuedWithdrawal = z.infer<typeof operatorWithdrawal>;

/** A page of the review queue, oldest first; the page on screen stays (marked busy) while the next loads. */
export function useWithdrawalQueue(query: QueueRequest) {
  return useQuery({
    queryKey: [...consoleQueryKey(operatorWithdrawals), query],
    queryFn: () => callConsole(operatorWithdrawals, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the queue: after every action, and after a refusal too (the row may have moved meanwhile). */
export function useRefreshQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorWithdrawals) });
}

export const approve = async (withdrawalId: number) =>
  (await callConsole(approveWithdrawal, { params: { withdrawalId } })).data;

/** The dialogs' actions; the queue reloads whatever the answer. */
function useQueueAction<I>(send: (input: I) => Promise<unknown>) {
  const refresh = useRefreshQueue();
  return useMutation({ mutationFn: send, onSettled: refresh });
}

export const useReject = () =>
  useQueueAction((input: EndpointInput<typeof rejectWithdrawal>) => callConsole(rejectWithdrawal, input));
export const useCancel = () =>
  useQueueAction((input: EndpointInput<typeof operatorCancelWithdrawal>) =>
    callConsole(operatorCancelWithdrawal, input),
  );
export const usePay = () =>
  useQueueAction((input: EndpointInput<typeof payWithdrawal>) => callConsole(payWithdrawal, input));
