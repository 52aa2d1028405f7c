import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpSetup } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { showTwoFactorChange } from './two-factor-setting-cache';

/**
 * POST /api/v1/bo/totp/setup (status off or pending): a new secret for the authenticator app, as an
 * otpauth:// address (the QR code) and base32 (typed by hand). The only answer that carries the secret:
 * the screen keeps it in memory, never in a cache.
 */
export async function setUpAuthenticator() {
  return (await callEndpoint(totpSetup)).data;
}

export function useSetUpAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpAuthenticator,
    onSuccess: () => showTwoFactorChange(queryClient, { status: 'pending', confirmed_at: null }),
  });
}
