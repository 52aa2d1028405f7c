import { user as authUserEndpoint, type AuthUser } from '@affiliate/contract/endpoints/auth';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** The signed-in user is also kept in the auth state. */
function keepUser({ data }: EndpointOutput<typeof authUserEndpoint>): AuthUser {
  useAuthStore.getState().setUser(data);
  return data;
}

/** GET /api/v1/auth/user: the signed-in user. */
export const getAuthUser = () => callEndpoint(authUserEndpoint).then(keepUser);

export const authUserQueryOptions = () => ({
  ...endpointQueryOptions(authUserEndpoint, undefined, keepUser),
  staleTime: 60_000,
});
