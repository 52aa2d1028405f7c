import { z } from 'zod';
import { api, existingPassword, loginName, type LoginRequest, type SessionTokens } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { requiredString } from '@/lib/validation';

/** The login form: the contract's rules behind the generic required rule. */
export const loginFormSchema = z.object({
  username: requiredString('Username', loginName),
  password: requiredString('Password', existingPassword),
  otp: z.string().optional(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** POST /api/v1/auth/login. Failures are not session expiry: a 401 here means wrong credentials. */
export async function login(credentials: LoginRequest): Promise<SessionTokens> {
  const response = await apiClient.post<{ data: SessionTokens }>(api.auth.login.path, credentials, { skipSessionHandling: true });
  return response.data.data;
}

/** Runs a login through the auth state: '' -> 'loading' -> 'success' | 'error'. */
export async function signIn(credentials: LoginRequest): Promise<SessionTokens> {
  const store = useAuthStore.getState();
  store.setStatus('loading');
  try {
    const tokens = await login(credentials);
    useAuthStore.getState().setSession(tokens);
    useAuthStore.getState().setStatus('success');
    return tokens;
  } catch (reason) {
    useAuthStore.getState().setStatus('error');
    throw reason;
  }
}
