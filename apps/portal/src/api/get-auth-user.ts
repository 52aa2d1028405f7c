import { queryOptions } from '@tanstack/react-query';
import { api, type AuthUser } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** GET /api/v1/auth/user: the signed-in user, also kept in the auth state. */
export async function getAuthUser(): Promise<AuthUser> {
  const response = await apiClient.get<{ data: AuthUser }>(api.auth.user.path);
  useAuthStore.getState().setUser(response.data.data);
  return response.data.data;
}

export const authUserQueryOptions = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getAuthUser, staleTime: 60_000 });

