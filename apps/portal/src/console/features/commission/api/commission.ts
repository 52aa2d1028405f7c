import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { closePeriod } from '@affiliate/contract/endpoints/money-operator';
import {
  commissionPeriodPreview,
  commissionPeriods,
  type CommissionPeriodSummary,
  type CommissionPreview,
} from '@affiliate/contract/endpoints/operator-commission';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { CommissionPeriodSummary, CommissionPreview };

/** The months of the program, newest first, with their state and (closed ones) what they credited. */
export function useCommissionMonths() {
  return useQuery({ ...consoleQueryOptions(commissionPeriods), select: (output) => output.data });
}

/** What closing `period` credits (or, closed, what it credited); computed by the gateway's close itself. */
export function useCommissionPreview(period: string | null) {
  return useQuery({
    queryKey: [...consoleQueryKey(commissionPeriodPreview), period],
    queryFn: async () => (await callConsole(commissionPeriodPreview, { params: { period: period! } })).data,
    enabled: period !== null,
  });
}

/** Closes a month; the list and every preview are read again afterwards, whatever the answer. */
export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) => (await callConsole(closePeriod, { params: { period } })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(commissionPeriods) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(commissionPeriodPreview) }),
      ]),
  });
}
