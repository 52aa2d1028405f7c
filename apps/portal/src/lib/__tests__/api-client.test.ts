import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAdapter, type RecordedRequest, type StubReply } from '@/testing/axios-stub';
import { readApiFailure } from '../api-error';
import { installSessionExpiryHandling, type SessionExpiryHandling } from '../api-client';
import { useAuthStore } from '../auth-store';
import { createHttpClient } from '../http-client';

function setup(reply: (request: RecordedRequest) => StubReply, overrides: Partial<SessionExpiryHandling> = {}) {
  const handling: SessionExpiryHandling = {
    hasRefreshToken: vi.fn(() => true),
    refresh: vi.fn(async () => {
      useAuthStore.setState({ token: 'fresh-token' });
    }),
    currentPath: vi.fn(() => '/withdrawal'),
    openSessionExpired: vi.fn(),
    clearSession: vi.fn(),
    ...overrides,
  };
  const client = installSessionExpiryHandling(createHttpClient(), handling);
  const requests = stubAdapter(client, reply);
  return { client, handling, requests };
}

const expiredBody = { message: 'Your session has expired.', code: 20102 };

describe('session expiry handling of the HTTP client', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: 'stale-token', expiresAt: null, refreshToken: 'refresh', showSessionExpiredModal: false });
  });

  it('refreshes once and retries the request once after a 401', async () => {
    const { client, handling, requests } = setup((request) => (request.retry ? { status: 200, data: { data: 'ok' } } : { status: 401, data: expiredBody }));

    const response = await client.get('/api/v1/bo/me');

    expect(response.data).toEqual({ data: 'ok' });
    expect(handling.refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.Authorization).toBe('Bearer stale-token');
    expect(requests[1]?.headers.Authorization).toBe('Bearer fresh-token');
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a body with code 20102 like a 401, whatever the status', async () => {
    const { client, handling, requests } = setup((request) => (request.retry ? { status: 200, data: {} } : { status: 403, data: expiredBody }));
    await client.get('/api/v1/bo/me');
    expect(handling.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.retry)).toEqual([false, true]);
  });

  it('does not retry a second time when the retried request fails again', async () => {
    const { client, handling, requests } = setup(() => ({ status: 401, data: expiredBody }));
    const failure = await client.get('/api/v1/bo/me').catch((reason: unknown) => reason);
    expect(readApiFailure(failure)).toMatchObject({ status: 401, code: 20102 });
    expect(requests).toHaveLength(2);
    expect(handling.refresh).toHaveBeenCalledTimes(1);
  });

  it('opens the Session Expired dialog when no refresh token is stored', async () => {
    const { client, handling, requests } = setup(() => ({ status: 401, data: expiredBody }), { hasRefreshToken: () => false });
    await expect(client.get('/api/v1/bo/me')).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).toHaveBeenCalledTimes(1);
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('opens the Session Expired dialog when the refresh fails', async () => {
    const { client, handling } = setup(() => ({ status: 401, data: expiredBody }), { refresh: vi.fn(async () => Promise.reject(new Error('refused'))) });
    await expect(client.get('/api/v1/bo/me')).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not open the dialog on the login path; it just clears the session', async () => {
    const { client, handling } = setup(() => ({ status: 401, data: expiredBody }), { hasRefreshToken: () => false, currentPath: () => '/auth/login' });
    await expect(client.get('/api/v1/bo/setting/all')).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
    expect(handling.clearSession).toHaveBeenCalledTimes(1);
  });

  it('rejects other errors with the response and leaves the session alone', async () => {
    const { client, handling } = setup(() => ({ status: 422, data: { message: 'Invalid', errors: { email: ['Enter a valid email address.'] } } }));
    const failure = await client.post('/api/v1/bo/auth/forgot-password', { email: 'x' }).catch((reason: unknown) => reason);
    expect(failure).toMatchObject({ status: 422, data: { errors: { email: ['Enter a valid email address.'] } } });
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves calls marked skipSessionHandling (login) alone', async () => {
    const { client, handling } = setup(() => ({ status: 401, data: { message: 'Wrong username or password.', code: 20101 } }));
    await expect(client.post('/api/v1/auth/login', {}, { skipSessionHandling: true })).rejects.toMatchObject({ status: 401 });
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });
});

describe('HTTP client transport', () => {
  it('resolves paths against the configured base, also without a leading slash', async () => {
    const { client, requests } = setup(() => ({ status: 200 }));
    await client.get('api/v1/payment-option/rates/BITCOIN/EUR');
    await client.get('/api/v1/bo/setting/all', { params: { filterByCode: 'system.maintenance' } });
    expect(requests.map((r) => r.fullUrl)).toEqual([
      'http://gateway.test/api/v1/payment-option/rates/BITCOIN/EUR',
      'http://gateway.test/api/v1/bo/setting/all?filterByCode=system.maintenance',
    ]);
  });

  it('sends query arrays in bracket form, unencoded', async () => {
    const { client, requests } = setup(() => ({ status: 200 }));
    await client.get('/api/v1/affiliate/1/member', { params: { a: [1, 2] } });
    expect(requests[0]?.fullUrl).toBe('http://gateway.test/api/v1/affiliate/1/member?a[]=1&a[]=2');
  });

  it('uses the user token as bearer, else the portal client token', async () => {
    const { client, requests } = setup(() => ({ status: 200 }));
    useAuthStore.setState({ token: 'user-token' });
    await client.get('/api/v1/auth/user');
    useAuthStore.setState({ token: null });
    await client.get('/api/v1/bo/setting/all');
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer user-token', 'Bearer portal-client-token']);
  });

  it('counts only 2xx as success and has no timeout; uses the XSRF cookie/header pair', () => {
    const client = createHttpClient();
    const { validateStatus, timeout, xsrfCookieName, xsrfHeaderName, withXSRFToken } = client.defaults;
    expect([199, 200, 204, 299, 300, 404].map((s) => validateStatus?.(s))).toEqual([false, true, true, true, false, false]);
    expect(timeout).toBe(0);
    expect({ xsrfCookieName, xsrfHeaderName, withXSRFToken }).toEqual({ xsrfCookieName: 'XSRF-TOKEN', xsrfHeaderName: 'X-XSRF-TOKEN', withXSRFToken: true });
  });
});
