import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptTerms, myTermsStatus, type MyTerms } from '@affiliate/contract/endpoints/program-terms';
import { callEndpoint, endpointQueryOptions } from '@/lib/api-client';

/** GET /api/v1/bo/me/terms: the terms in force, whether the affiliate must accept them, their acceptances. */
export const myTermsQueryOptions = () =>
  endpointQueryOptions(myTermsStatus, undefined, ({ data }): MyTerms => data);

export const useMyTerms = (enabled = true) => useQuery({ ...myTermsQueryOptions(), enabled });

/** POST /api/v1/bo/me/terms/accept: answers the new status, which replaces the cached one. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => (await callEndpoint(acceptTerms, { body: { version } })).data,
    onSuccess: (status: MyTerms) => queryClient.setQueryData(myTermsQueryOptions().queryKey, status),
    // A version that is no longer the one in force (409): the screen shows the new one.
    onError: () => queryClient.invalidateQueries({ queryKey: myTermsQueryOptions().queryKey }),
  });
}
