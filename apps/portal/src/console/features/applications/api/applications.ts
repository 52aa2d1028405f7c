import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationDetail,
  approveApplication,
  askApplicant,
  listApplications,
  rejectApplication,
  type Application,
} from '@affiliate/contract/endpoints/applications';
import { listDeals } from '@affiliate/contract/endpoints/deals';
import { affiliateSearch } from '@affiliate/contract/endpoints/operator-affiliates';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';
import type { QueueRequest } from '../lib/queue-filters';

export type { Application };

/** A page of the queue; the page on screen stays (marked busy) while the next loads. */
export function useApplicationQueue(query: QueueRequest) {
  return useQuery({
    queryKey: [...consoleQueryKey(listApplications), query],
    queryFn: () => callConsole(listApplications, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(applicationId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(applicationDetail), applicationId],
    queryFn: async () => (await callConsole(applicationDetail, { params: { applicationId } })).data,
  });
}

/** The program's deals to approve with: the Deals screen's own query, so either screen reads what the other loaded. */
export function useDealChoices(enabled: boolean) {
  return useQuery({ ...consoleQueryOptions(listDeals), select: (output) => output.data, enabled });
}

/**
 * A decision or a question, then the application and the queue again whatever the answer (another
 * manager may have decided meanwhile), and `alsoRead`: what else the action changes.
 */
function useApplicationAction<I>(
  send: (input: I) => Promise<Application>,
  alsoRead: ReadonlyArray<readonly [string]> = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all(
        [consoleQueryKey(applicationDetail), consoleQueryKey(listApplications), ...alsoRead].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Approving creates an affiliate on the deal: the affiliates' search and the deals' counts change too. */
export const useApproveApplication = () =>
  useApplicationAction(
    async (input: EndpointInput<typeof approveApplication>) =>
      (await callConsole(approveApplication, input)).data,
    [consoleQueryKey(affiliateSearch), consoleQueryKey(listDeals)],
  );
export const useRejectApplication = () =>
  useApplicationAction(
    async (input: EndpointInput<typeof rejectApplication>) =>
      (await callConsole(rejectApplication, input)).data,
  );
export const useAskApplicant = () =>
  useApplicationAction(
    async (input: EndpointInput<typeof askApplicant>) => (await callConsole(askApplicant, input)).data,
  );
