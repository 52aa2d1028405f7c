import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth-store';
import { signedOutLocation, signedOutNotice, signOutSuspended } from '../signed-out';

describe('signed out by the portal', () => {
  it('clears the session once and opens the sign-in page that says why, however many requests were refused', async () => {
    useAuthStore.setState({ token: 't', refreshToken: null, expiresAt: null });
    const go = vi.fn();
    signOutSuspended(go);
    signOutSuspended(go);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(go).toHaveBeenCalledWith('/auth/login?signed_out=suspended');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('knows only its own reasons', () => {
    expect(signedOutNotice(new URL(signedOutLocation('suspended'), 'http://x').search)).toMatch(/suspended/);
    expect(signedOutNotice('?signed_out=toString')).toBeNull();
    expect(signedOutNotice('')).toBeNull();
  });
});
