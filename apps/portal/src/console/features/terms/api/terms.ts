import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listTermsVersions,
  publishTerms,
  termsAcceptances,
  type OperatorTermsVersion,
  type PublishTermsRequest,
} from '@affiliate/contract/endpoints/program-terms';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { OperatorTermsVersion };

/** Every published version, the latest first, with its state and how many accepted it. */
export function useTermsVersions() {
  return useQuery({ ...consoleQueryOptions(listTermsVersions), select: (output) => output.data });
}

/** A page of who accepted `version`, the latest first; the rows stay while the next page loads. */
export function useTermsAcceptances(version: number, page: number, perPage: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(termsAcceptances), version, page, perPage],
    queryFn: () => callConsole(termsAcceptances, { params: { version }, query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Publishes the next version. The list reloads whatever the answer (another admin may have published
 * meanwhile), and so do the acceptances: a version in force now may have become a past one.
 */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublishTermsRequest) => (await callConsole(publishTerms, { body })).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(listTermsVersions) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(termsAcceptances) }),
      ]),
  });
}
