import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFeedSource,
  deleteFeedSource,
  feedSourcePulls,
  listFeedSources,
  pullFeedSourceNow,
  updateFeedSource,
  type CreateFeedSourceRequest,
  type FeedSource,
  type UpdateFeedSourceRequest,
} from '@affiliate/contract/endpoints/feed-sources';
import { listBrands } from '@affiliate/contract/endpoints/brands';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { FeedSource };

/** The sources with their state; read again every half minute, so a scheduled pull's outcome shows up. */
export function useFeedSources() {
  return useQuery({
    ...consoleQueryOptions(listFeedSources),
    select: (output) => output.data,
    refetchInterval: 30_000,
  });
}

/** The brands a source may be for (code and name), as the gateway lists them. */
export function useBrandChoices() {
  return useQuery({
    ...consoleQueryOptions(listBrands),
    select: (output) => output.data.map((brand) => ({ code: brand.code, name: brand.name })),
  });
}

/** A source's latest pulls, newest first (read while its log is open). */
export function useFeedSourcePulls(sourceId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(feedSourcePulls), sourceId],
    queryFn: async () =>
      (await callConsole(feedSourcePulls, { params: { sourceId }, query: { limit: 20 } })).data,
  });
}

/** Reloads the sources and their logs after a change, whatever the answer: another operator may have acted. */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleQueryKey(listFeedSources) }),
      queryClient.invalidateQueries({ queryKey: consoleQueryKey(feedSourcePulls) }),
    ]);
}

// The mutations that carry a secret keep nothing after they settle (gcTime 0): the token, password or
// key typed lives in the form only while it is filled.
export function useCreateFeedSource() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: CreateFeedSourceRequest) => (await callConsole(createFeedSource, { body })).data,
    onSettled: reload,
    gcTime: 0,
  });
}

export function useUpdateFeedSource() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ sourceId, body }: { sourceId: number; body: UpdateFeedSourceRequest }) =>
      (await callConsole(updateFeedSource, { params: { sourceId }, body })).data,
    onSettled: reload,
    gcTime: 0,
  });
}

export function useDeleteFeedSource() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (sourceId: number) =>
      (await callConsole(deleteFeedSource, { params: { sourceId } })).data,
    onSettled: reload,
  });
}

export function usePullNow() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (sourceId: number) =>
      (await callConsole(pullFeedSourceNow, { params: { sourceId } })).data,
    onSettled: reload,
  });
}
