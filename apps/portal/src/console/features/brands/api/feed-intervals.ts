import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedFreshnessList,
  setFeedExpectedEvery,
  type ExpectedEveryRequest,
} from '@affiliate/contract/endpoints/feed-freshness';
import type { FeedName } from '@affiliate/contract/common/feed-freshness';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** Every brand's feeds: up to when their data runs, when it came, how often it is expected. */
export function useFeedFreshness() {
  return useQuery({ ...consoleQueryOptions(feedFreshnessList), select: (output) => output.data });
}

export function useSetExpectedEvery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, feed, body }: { code: string; feed: FeedName; body: ExpectedEveryRequest }) =>
      (await callConsole(setFeedExpectedEvery, { params: { code, feed }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(feedFreshnessList) }),
  });
}
