import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addLandingPage,
  listLandingPages,
  removeLandingPage,
  type AddLandingPageRequest,
  type LandingPage,
} from '@affiliate/contract/endpoints/landing-pages';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { LandingPage };

/** The allowed landing pages, by label (as the gateway lists them). */
export function useLandingPages() {
  return useQuery({ ...consoleQueryOptions(listLandingPages), select: (output) => output.data });
}

/** Reloads the list after a change, whatever the answer: another operator may have changed it meanwhile. */
function useReloadLandingPages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listLandingPages) });
}

export function useAddLandingPage() {
  const reload = useReloadLandingPages();
  return useMutation({
    mutationFn: async (body: AddLandingPageRequest) => (await callConsole(addLandingPage, { body })).data,
    onSettled: reload,
  });
}

export function useRemoveLandingPage() {
  const reload = useReloadLandingPages();
  return useMutation({
    mutationFn: async (landingPageId: number) =>
      (await callConsole(removeLandingPage, { params: { landingPageId } })).data,
    onSettled: reload,
  });
}
