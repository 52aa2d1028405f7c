import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePlayer,
  markPlayerDuplicate,
  movePlayer,
  playerChangeHistory,
} from '@affiliate/contract/endpoints/player-changes';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';

/** Every change-log entry about a player, on every affiliate's log, newest first. */
export function usePlayerChangeHistory(customerId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(playerChangeHistory), customerId],
    queryFn: async () => (await callConsole(playerChangeHistory, { params: { customerId } })).data,
  });
}

/** After any action on a player its history is read again (a refusal too: someone may have acted first). */
function usePlayerAction<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(playerChangeHistory) }),
  });
}

export const useMovePlayer = () =>
  usePlayerAction(
    async (input: EndpointInput<typeof movePlayer>) => (await callConsole(movePlayer, input)).data,
  );
export const useDeletePlayer = () =>
  usePlayerAction(
    async (input: EndpointInput<typeof deletePlayer>) => (await callConsole(deletePlayer, input)).data,
  );
export const useMarkPlayerDuplicate = () =>
  usePlayerAction(
    async (input: EndpointInput<typeof markPlayerDuplicate>) =>
      (await callConsole(markPlayerDuplicate, input)).data,
  );
