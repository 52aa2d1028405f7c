import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { useAuthStore } from '../auth-store';
import { useAffiliateToolsForm } from '../affiliate-tools-form-store';
import { logout } from '../logout';
import { readLocalCache, storageKeys, writeLocalCache } from '../storage';
import { useTwoFactorSetting } from '../two-factor-setting-store';

describe('logout', () => {
  it('signs out locally before the server answers, then asks the server to revoke the session', async () => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      refreshToken: 'refresh',
    });
    writeLocalCache('member', { id: 1 });
    useTwoFactorSetting.getState().setSetting({
      status: 'enabled',
      enabled: true,
      confirmed_at: '2026-11-01T10:00:00.000Z',
      recovery_codes_left: 9,
    });
    expect(localStorage.getItem(storageKeys.twoFactorSetting)).toContain('enabled');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = stubFetch(async () => {
      await answered;
      return { status: 200, data: { data: { loggedOut: true } } };
    });

    const done = logout();
    // The revocation is still in flight: nothing of the session may be left in the browser.
    expect(useAuthStore.getState()).toMatchObject({ token: null, refreshToken: null, user: null });
    expect(readLocalCache('member')).toBeNull();
    expect(useTwoFactorSetting.getState().setting).toBeNull();
    expect(localStorage.getItem(storageKeys.twoFactorSetting)).toBeNull();
    expect(useAffiliateToolsForm.getState()).toEqual(
      expect.objectContaining(useAffiliateToolsForm.getInitialState()),
    );

    answer();
    await done;
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      data: { refreshToken: 'refresh' },
    });
  });
});
