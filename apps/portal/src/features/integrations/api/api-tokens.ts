import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createPersonalToken,
  personalTokenList,
  revokePersonalToken,
  type PersonalToken,
} from '@affiliate/contract/endpoints/api-tokens';
import {
  callEndpoint,
  endpointKey,
  endpointQueryOptions,
  type EndpointInput,
  type EndpointOutput,
} from '@/lib/api-client';

/** GET /api/v1/affiliate/{id}/api-tokens: the affiliate's tokens, newest first (never their secrets). */
export const apiTokensQueryOptions = () =>
  endpointQueryOptions(
    personalTokenList,
    undefined,
    ({ data }: EndpointOutput<typeof personalTokenList>): PersonalToken[] => data,
  );

export type NewApiToken = EndpointInput<typeof createPersonalToken>['body'];

/** POST /api/v1/affiliate/{id}/api-tokens (422 on name, expires_in_days, scopes; 409 at 20 tokens): the secret, this once. */
export async function createApiToken(body: NewApiToken) {
  return (await callEndpoint(createPersonalToken, { body })).data;
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  // gcTime 0: the answer carries the token's secret; it lives in the dialog's state only.
  return useMutation({
    mutationFn: createApiToken,
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(personalTokenList) }),
  });
}

/** DELETE /api/v1/affiliate/{id}/api-tokens/{tokenId}: refused from its next request. */
export const revokeApiToken = (tokenId: string) => callEndpoint(revokePersonalToken, { params: { tokenId } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(personalTokenList) }),
  });
}
