import { msg } from '@lingui/core/macro';
import { z } from 'zod';
// Narrow imports: this is the login route, which should not download the whole contract.
import {
  login as loginEndpoint,
  type LoginRequest,
  type SessionTokens,
} from '@affiliate/contract/endpoints/auth';
import { existingPassword, loginName } from '@affiliate/contract/common/primitives';
import { callEndpoint } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { requiredString } from '@/lib/validation';

/** The login form: the contract's rules behind the generic required rule. */
export const loginFormSchema = z.object({
  username: requiredString(msg`Username`, loginName),
  password: requiredString(msg`Password`, existingPassword),
  otp: z.string().optional(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** POST /api/v1/auth/login. A public endpoint: its 401 means wrong credentials, never session expiry. */
export async function login(credentials: LoginRequest): Promise<SessionTokens> {
  return (await callEndpoint(loginEndpoint, { body: credentials })).data;
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
