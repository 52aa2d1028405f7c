import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelInvitation,
  inviteOperator,
  operatorAccounts,
  resetOperatorSignIn,
  updateOperator,
} from '@affiliate/contract/endpoints/operator-accounts';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** Every operator and the invitations not yet accepted. */
export function useOperatorAccounts() {
  return useQuery({ ...consoleQueryOptions(operatorAccounts), select: (output) => output.data });
}

function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorAccounts) });
}

/** Invites someone; resolves with the link, which the gateway shows this once. */
export function useInviteOperator() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (body: EndpointInput<typeof inviteOperator>['body']) =>
      (await callConsole(inviteOperator, { body })).data,
    onSuccess: refresh,
  });
}

/** Changes an operator's role, or disables or re-enables the account. */
export function useUpdateOperator() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof updateOperator>) =>
      (await callConsole(updateOperator, input)).data,
    onSuccess: refresh,
  });
}

/** Cancels a pending invitation or reset link: it stops working at once. */
export function useCancelInvitation() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (invitationId: number) =>
      (await callConsole(cancelInvitation, { params: { invitationId } })).data,
    onSuccess: refresh,
  });
}

/** Resets another operator's sign-in; resolves with the link that sets it up again, which the gateway shows this once. */
export function useResetSignIn() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async (operatorId: number) =>
      (await callConsole(resetOperatorSignIn, { params: { operatorId } })).data,
    onSuccess: refresh,
  });
}
