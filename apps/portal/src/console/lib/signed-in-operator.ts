import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedInOperator } from '@affiliate/contract/endpoints/operator-accounts';
import { consoleQueryOptions } from './console-api';

/** The operator signed in to this console: their email, role and status (GET /operator/me). */
export const signedInOperatorQuery = queryOptions({
  ...consoleQueryOptions(signedInOperator),
  select: (output) => output.data,
  staleTime: 60_000,
});

export function useSignedInOperator() {
  return useQuery(signedInOperatorQuery);
}
