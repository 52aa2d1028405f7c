import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmEmailChange as confirmEmailChangeEndpoint,
  requestEmailChange as requestEmailChangeEndpoint,
  type ConfirmEmailChangeRequest,
  type RequestEmailChangeRequest,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint } from '@/lib/api-client';
import { showSavedMember } from './saved-member';

/** POST /api/v1/bo/me/email-change: checks the password and mails a code to the new address. */
export async function requestEmailChange(body: RequestEmailChangeRequest) {
  return (await callEndpoint(requestEmailChangeEndpoint, { body })).data;
}

/** POST /api/v1/bo/me/email-change/confirm: the code makes the change; answers the member. */
export async function confirmEmailChange(body: ConfirmEmailChangeRequest) {
  return (await callEndpoint(confirmEmailChangeEndpoint, { body })).data;
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (member) => showSavedMember(queryClient, member),
  });
}
