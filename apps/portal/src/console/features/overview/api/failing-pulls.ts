import { useQuery } from '@tanstack/react-query';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { listFeedSources, type FeedSource } from '@affiliate/contract/endpoints/feed-sources';
import { consoleQueryOptions } from '../../../lib/console-api';
import { useSignedInOperator } from '../../../lib/signed-in-operator';

/**
 * The feed sources whose pulls have failed `notify_after` times in a row (the admins were mailed), for
 * the roles that may read the sources; nothing is asked for the others.
 */
export function useFailingPulls() {
  const { data: operator } = useSignedInOperator();
  const reads = operator ? roleAdmits(listFeedSources, operator.role) : false;
  return useQuery({
    ...consoleQueryOptions(listFeedSources),
    enabled: reads,
    select: (output): FeedSource[] => output.data.filter((source) => source.failing && source.enabled),
  });
}
