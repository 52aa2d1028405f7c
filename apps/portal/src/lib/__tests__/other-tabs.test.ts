import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../auth-store';
import { followOtherTabsSessions } from '../other-tabs';
import { storageKeys } from '../storage';

const later = () => new Date(Date.now() + 60_000).toISOString();

/** What another tab's store writes to localStorage, as the browser tells this tab about it. */
function anotherTabStored(state: object | null): void {
  const newValue = state === null ? null : JSON.stringify({ state, version: 0 });
  window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.auth, newValue }));
}

describe("another tab's session", () => {
  let stop: () => void;
  beforeEach(() => {
    useAuthStore.getState().clearSession();
    useAuthStore.getState().setSession({ token: 'access-1', expiresAt: later(), refreshToken: 'refresh-1' });
    stop = followOtherTabsSessions();
  });
  afterEach(() => stop());

  it('is adopted when that tab refreshes, so this tab does not write its rotated tokens back over it', () => {
    const rotated = { token: 'access-2', expiresAt: later(), refreshToken: 'refresh-2' };
    anotherTabStored(rotated);
    expect(useAuthStore.getState()).toMatchObject(rotated);
    // This tab's next store update (the user loaded again) keeps the newer tokens in localStorage.
    useAuthStore.getState().setUser(null);
    expect(JSON.parse(localStorage.getItem(storageKeys.auth)!).state).toEqual(rotated);
  });

  it('is not followed on sign-out or on what is not a session: this tab learns those from its next request', () => {
    anotherTabStored({ token: null, expiresAt: null, refreshToken: null });
    anotherTabStored(null);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.auth, newValue: '{not json' }));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'something-else',
        newValue: JSON.stringify({ state: { token: 'x', expiresAt: later(), refreshToken: 'y' } }),
      }),
    );
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
  });
});
