import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@affiliate/contract/common/endpoint';
import {
  operatorPaymentOptionList,
  operatorRateList,
  setRate,
  updatePaymentOption,
  type operatorPaymentOption,
} from '@affiliate/contract/endpoints/money-operator';
import type { ExchangeRate } from '@affiliate/contract/endpoints/payments';
import type { z } from 'zod';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type PayoutOption = z.infer<typeof operatorPaymentOption>;
export type { ExchangeRate };

/** Every payout option, disabled ones too, with its limits and network fee. */
export function usePaymentOptions() {
  return useQuery({ ...consoleQueryOptions(operatorPaymentOptionList), select: (output) => output.data });
}

/** The current rate of every asset against EUR, with its source, time and whether it is stale. */
export function useRates() {
  return useQuery({ ...consoleQueryOptions(operatorRateList), select: (output) => output.data });
}

/** Reloads a list after a change, whatever the answer: another manager may have changed it meanwhile. */
function useReload(list: Endpoint) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(list) });
}

export function useUpdatePaymentOption() {
  const reload = useReload(operatorPaymentOptionList);
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof updatePaymentOption>) =>
      (await callConsole(updatePaymentOption, input)).data,
    onSettled: reload,
  });
}

export function useSetRate() {
  const reload = useReload(operatorRateList);
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof setRate>) => (await callConsole(setRate, input)).data,
    onSettled: reload,
  });
}
