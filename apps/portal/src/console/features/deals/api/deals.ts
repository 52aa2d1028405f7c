import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealDocument } from '@affiliate/contract/common/deal-document';
import { listBrands } from '@affiliate/contract/endpoints/brands';
import { listDeals, saveDeal, setDefaultDeal, type Deal } from '@affiliate/contract/endpoints/deals';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { Deal };

/** The program's deals, the default first, then by name (as the gateway lists them). */
export function useDeals() {
  return useQuery({ ...consoleQueryOptions(listDeals), select: (output) => output.data });
}

/** The brands a deal can be for, each with the currency a deal for it is in. */
export function useDealBrands() {
  return useQuery({
    ...consoleQueryOptions(listBrands),
    select: (output) =>
      output.data.map((brand) => ({ code: brand.code, name: brand.name, currency: brand.currency })),
  });
}
export type DealBrand = NonNullable<ReturnType<typeof useDealBrands>['data']>[number];

/** Reloads the list after a change, whatever the answer: another operator may have changed it meanwhile. */
function useReloadDeals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listDeals) });
}

/** Creates a deal, or records the next version of the deal of that name (it applies from next month). */
export function useSaveDeal() {
  const reload = useReloadDeals();
  return useMutation({
    mutationFn: async (document: DealDocument) => (await callConsole(saveDeal, { body: document })).data,
    onSettled: reload,
  });
}

export function useSetDefaultDeal() {
  const reload = useReloadDeals();
  return useMutation({
    mutationFn: async (name: string) => (await callConsole(setDefaultDeal, { body: { deal: name } })).data,
    onSettled: reload,
  });
}
