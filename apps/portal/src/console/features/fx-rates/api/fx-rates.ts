import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fxRateList,
  putFxRates,
  type FxRate,
  type PutFxRatesRequest,
} from '@affiliate/contract/endpoints/fx-rates';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';

export type { FxRate };

/** The latest rate of every currency pair (the gateway's `latest=true` list). */
export function useLatestFxRates() {
  return useQuery({
    queryKey: [...consoleQueryKey(fxRateList), 'latest'],
    queryFn: () => callConsole(fxRateList, { query: { latest: 'true', limit: 1000 } }),
    select: (output) => output.data,
  });
}

/** Sets a day's rate; the list is read again whatever the answer (another operator may have set one meanwhile). */
export function usePutFxRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PutFxRatesRequest) => (await callConsole(putFxRates, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(fxRateList) }),
  });
}
