import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOperatorSession, operatorSessionList } from '@affiliate/contract/endpoints/operator-accounts';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** Where the operator is signed in to the console, this browser first. */
export function useOwnSessions() {
  return useQuery({ ...consoleQueryOptions(operatorSessionList), select: (output) => output.data });
}

/** Ends one of the operator's other sessions; the list is read again whatever the answer. */
export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) =>
      (await callConsole(endOperatorSession, { params: { sessionId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorSessionList) }),
  });
}
