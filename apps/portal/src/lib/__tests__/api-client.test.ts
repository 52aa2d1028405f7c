import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { api, endpoint, type LoginRequest } from '@affiliate/contract';
import { z } from 'zod';
import { freshTokens, queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { readApiFailure } from '../api-error';
import {
  callEndpoint,
  endpointKey,
  endpointQueryKey,
  endpointQueryOptions,
  fetchEndpointFile,
  withSessionExpiryHandling,
  type SessionExpiryHandling,
} from '../api-client';
import { memberIdFromToken, sessionMemberId, useAuthStore } from '../auth-store';
import { createTransport, NetworkError, send, xsrfToken } from '../http-client';
import { currentLanguage, setCurrentLanguage } from '../i18n/language';

/** An access token as the gateway signs it: only its payload matters to the portal. */
function accessToken(sub: string) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, sid: 'x', exp: 2_000_000_000 })}.signature`;
}

const expiredBody = { message: 'Your session has expired.', code: 20102 };
const meRequest = { method: 'GET', url: '/api/v1/bo/me' } as const;

function handlingWith(overrides: Partial<SessionExpiryHandling> = {}): SessionExpiryHandling {
  return {
    hasRefreshToken: vi.fn(() => true),
    currentToken: vi.fn(() => useAuthStore.getState().token),
    refresh: vi.fn(async () => {
      useAuthStore.setState({ token: 'fresh-token' });
    }),
    currentPath: vi.fn(() => '/withdrawal'),
    openSessionExpired: vi.fn(),
    clearSession: vi.fn(),
    accountClosed: vi.fn(),
    ...overrides,
  };
}

function setup(
  reply: (request: RecordedRequest, index: number) => StubReply,
  overrides: Partial<SessionExpiryHandling> = {},
) {
  const handling = handlingWith(overrides);
  let count = 0;
  const requests = stubFetch((request) => reply(request, count++));
  const transport = withSessionExpiryHandling(send, handling);
  return { transport, handling, requests };
}

describe('session expiry handling', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'stale-token',
      expiresAt: null,
      refreshToken: 'refresh',
      user: null,
      showSessionExpiredModal: false,
    });
  });

  it('retries with the token another tab stored while the request was out, without refreshing again', async () => {
    const { transport, handling, requests } = setup((_, index) => {
      // The other tab's refresh lands while the first request is answered 401.
      if (index === 0) useAuthStore.setState({ token: 'other-tab-token' });
      return index === 0 ? { status: 401, data: expiredBody } : { status: 200, data: { data: 'ok' } };
    });

    const response = await transport(meRequest);

    expect(response.data).toEqual({ data: 'ok' });
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer other-tab-token',
    ]);
  });

  it("refreshes when the other tab's token is refused too", async () => {
    const { transport, handling, requests } = setup((_, index) => {
      if (index === 0) useAuthStore.setState({ token: 'other-tab-token' });
      return index < 2 ? { status: 401, data: expiredBody } : { status: 200, data: { data: 'ok' } };
    });

    expect((await transport(meRequest)).data).toEqual({ data: 'ok' });
    expect(handling.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer other-tab-token',
      'Bearer fresh-token',
    ]);
  });

  it('refreshes once and retries the request once, with the new token, after a 401', async () => {
    const { transport, handling, requests } = setup((_, index) =>
      index === 0 ? { status: 401, data: expiredBody } : { status: 200, data: { data: 'ok' } },
    );

    const response = await transport(meRequest);

    expect(response.data).toEqual({ data: 'ok' });
    expect(handling.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer fresh-token',
    ]);
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a body with code 20102 like a 401, whatever the status', async () => {
    const { transport, handling, requests } = setup((_, index) =>
      index === 0 ? { status: 403, data: expiredBody } : { status: 200, data: {} },
    );
    await transport(meRequest);
    expect(handling.refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('does not retry a second time when the retried request fails again', async () => {
    const { transport, handling, requests } = setup(() => ({ status: 401, data: expiredBody }));
    const failure = await transport(meRequest).catch((reason: unknown) => reason);
    expect(readApiFailure(failure)).toMatchObject({ status: 401, code: 20102 });
    expect(requests).toHaveLength(2);
    expect(handling.refresh).toHaveBeenCalledTimes(1);
  });

  it('opens the Session Expired dialog when no refresh token is stored', async () => {
    const { transport, handling, requests } = setup(() => ({ status: 401, data: expiredBody }), {
      hasRefreshToken: () => false,
    });
    await expect(transport(meRequest)).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).toHaveBeenCalledTimes(1);
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('opens the Session Expired dialog when the refresh fails', async () => {
    const { transport, handling } = setup(() => ({ status: 401, data: expiredBody }), {
      refresh: vi.fn(async () => Promise.reject(new Error('refused'))),
    });
    await expect(transport(meRequest)).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not open the dialog on the login path; it just clears the session', async () => {
    const { transport, handling } = setup(() => ({ status: 401, data: expiredBody }), {
      hasRefreshToken: () => false,
      currentPath: () => '/auth/login',
    });
    await expect(transport(meRequest)).rejects.toMatchObject({ status: 401 });
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
    expect(handling.clearSession).toHaveBeenCalledTimes(1);
  });

  it('signs a suspended account out with its reason, without refreshing or the Session Expired dialog', async () => {
    const suspended = {
      message: 'This account is suspended. Please contact your affiliate manager.',
      code: 20105,
    };
    const { transport, handling, requests } = setup(() => ({ status: 403, data: suspended }));
    await expect(transport(meRequest)).rejects.toMatchObject({ status: 403, data: suspended });
    expect(handling.accountClosed).toHaveBeenCalledTimes(1);
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('signs a suspended account out with its reason when the refresh answers 20105', async () => {
    const suspended = {
      status: 403,
      headers: new Headers(),
      data: { message: 'This account is suspended.', code: 20105 },
    };
    const { transport, handling } = setup(() => ({ status: 401, data: expiredBody }), {
      refresh: vi.fn(async () => Promise.reject(suspended)),
    });
    await expect(transport(meRequest)).rejects.toMatchObject({ status: 401 });
    expect(handling.accountClosed).toHaveBeenCalledTimes(1);
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects other errors with the response and leaves the session alone', async () => {
    const { transport, handling } = setup(() => ({
      status: 422,
      data: { message: 'Invalid', errors: { email: ['Enter a valid email address.'] } },
    }));
    const failure = await transport({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      body: { email: 'x' },
    }).catch((reason: unknown) => reason);
    expect(failure).toMatchObject({
      status: 422,
      data: { errors: { email: ['Enter a valid email address.'] } },
    });
    expect(handling.refresh).not.toHaveBeenCalled();
    expect(handling.openSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes once for parallel failures and retries each of them (callEndpoint, the real refresh)', async () => {
    const tokens = freshTokens();
    const requests = stubFetch((request) => {
      if (request.url === '/api/v1/auth/refresh-token') return { status: 200, data: { data: tokens } };
      return request.headers.authorization === `Bearer ${tokens.token}`
        ? { status: 200, data: { data: { ok: request.url } } }
        : { status: 401, data: expiredBody };
    });
    useAuthStore.setState({
      user: {
        id: 7,
        username: 'demo',
        email: 'd@example.com',
        name: 'D',
        twoFactorEnabled: false,
        lastLoginAt: null,
      },
    });

    const answers = await Promise.all([
      callEndpoint(api.dashboard.currentPeriod),
      callEndpoint(api.dashboard.referralCount),
      callEndpoint(api.auth.user),
    ]);

    expect(answers.map((answer) => (answer.data as unknown as { ok: string }).ok)).toEqual([
      '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period',
      '/api/v1/affiliate/7/referral-count',
      '/api/v1/auth/user',
    ]);
    expect(requests.filter((r) => r.url === '/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      token: tokens.token,
      refreshToken: tokens.refreshToken,
      showSessionExpiredModal: false,
    });
  });

  it('leaves public endpoints alone: a 401 from the login means wrong credentials, not an expired session', async () => {
    const requests = stubFetch(() => ({
      status: 401,
      data: { message: 'Wrong username or password.', code: 20101 },
    }));
    await expect(
      callEndpoint(api.auth.login, { body: { username: 'demo', password: 'nope' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({
      showSessionExpiredModal: false,
      refreshToken: 'refresh',
    });
  });

  it('opens the Session Expired dialog through callEndpoint when the refresh is refused', async () => {
    stubFetch((request) =>
      request.url === '/api/v1/auth/refresh-token'
        ? { status: 401, data: expiredBody }
        : { status: 401, data: expiredBody },
    );
    await expect(callEndpoint(api.members.products)).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState().showSessionExpiredModal).toBe(true);
  });
});

describe('the transport', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, expiresAt: null, refreshToken: null, user: null });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('resolves paths against the configured base, also without a leading slash', async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    await send({ method: 'GET', url: 'api/v1/payment-option/rates/BITCOIN/EUR' });
    await send({
      method: 'GET',
      url: '/api/v1/bo/setting/all',
      query: { filterByCode: 'system.maintenance' },
    });
    expect(requests.map((r) => r.fullUrl)).toEqual([
      'http://gateway.test/api/v1/payment-option/rates/BITCOIN/EUR',
      'http://gateway.test/api/v1/bo/setting/all?filterByCode=system.maintenance',
    ]);
  });

  it('sends query arrays in bracket form, unencoded', async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    await send({ method: 'GET', url: '/api/v1/affiliate/1/member', query: { a: [1, 2], b: undefined } });
    expect(requests[0]?.fullUrl).toBe('http://gateway.test/api/v1/affiliate/1/member?a[]=1&a[]=2');
  });

  it('uses the user token as bearer, else the portal client token', async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    useAuthStore.setState({ token: 'user-token' });
    await send({ method: 'GET', url: '/api/v1/auth/user' });
    useAuthStore.setState({ token: null });
    await send({ method: 'GET', url: '/api/v1/bo/setting/all' });
    expect(requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer user-token',
      'Bearer portal-client-token',
    ]);
  });

  it("asks the gateway in the shown language (the pseudo-language's is English); the console's always in English", async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    const shown = currentLanguage();
    try {
      for (const language of ['pt-BR', 'de', 'pseudo', 'en'] as const) {
        setCurrentLanguage(language);
        await send({ method: 'GET', url: '/api/v1/bo/setting/all' });
      }
      setCurrentLanguage('de');
      await createTransport(() => 'operator-token')({ method: 'GET', url: '/api/v1/operator/me' });
    } finally {
      setCurrentLanguage(shown);
    }
    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['pt-BR', 'de', 'en', 'en', 'en']);
  });

  it('copies the XSRF cookie into the X-XSRF-TOKEN header, and sends bodies as JSON', async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    document.cookie = 'XSRF-TOKEN=abc%2Fdef';
    await send({ method: 'POST', url: '/api/v1/auth/logout', body: { refreshToken: 'r' } });
    expect(requests[0]?.headers).toMatchObject({
      'x-xsrf-token': 'abc/def',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(requests[0]?.data).toEqual({ refreshToken: 'r' });
    expect(xsrfToken('a=1; XSRF-TOKEN=t0k; b=2')).toBe('t0k');
    expect(xsrfToken('a=1')).toBeNull();
  });

  it('counts only 2xx as success, rejects with the response otherwise, and with a NetworkError without one', async () => {
    let status = 200;
    stubFetch(() => ({ status, data: { message: `HTTP ${status}` } }));
    const outcome = async (s: number) => {
      status = s;
      return send({ method: 'GET', url: '/x' }).then(
        () => 'resolved',
        (reason: unknown) => (reason as { status: number }).status,
      );
    };
    expect([
      await outcome(200),
      await outcome(204),
      await outcome(299),
      await outcome(300),
      await outcome(404),
    ]).toEqual(['resolved', 'resolved', 'resolved', 300, 404]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await send({ method: 'GET', url: '/x' }).catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(readApiFailure(failure)).toMatchObject({
      status: null,
      message: expect.stringMatching(/could not be reached/),
    });
  });

  it('sets no timeout: the request carries no abort signal', async () => {
    const requests = stubFetch(() => ({ status: 200 }));
    const spy = vi.mocked(fetch);
    await send({ method: 'GET', url: '/x' });
    expect(requests).toHaveLength(1);
    expect(spy.mock.calls[0]?.[1]?.signal).toBeUndefined();
  });
});

describe('callEndpoint', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: null, expiresAt: null, refreshToken: null, user: null });
  });

  it("fills {id} with the member id of the session's token, without waiting for the user", async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: [], meta: {} } }));
    useAuthStore.setState({ token: accessToken('42') });
    await callEndpoint(api.referrals.playerList, { query: { page: 2, per_page: 25, deposited: true } });
    expect(requests[0]?.url).toBe('/api/v1/affiliate/42/member');
    expect(queryOf(requests[0]!)).toEqual({ page: '2', per_page: '25', deposited: 'true' });
  });

  it('falls back to the loaded user, takes an explicit id, and refuses to guess', async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: {} } }));
    useAuthStore.setState({
      token: 'not-a-jwt',
      user: {
        id: 7,
        username: 'demo',
        email: 'd@example.com',
        name: 'D',
        twoFactorEnabled: false,
        lastLoginAt: null,
      },
    });
    await callEndpoint(api.dashboard.referralCount);
    await callEndpoint(api.dashboard.referralCount, { params: { id: 9 } });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/affiliate/7/referral-count',
      '/api/v1/affiliate/9/referral-count',
    ]);

    useAuthStore.setState({ token: null, user: null });
    await expect(callEndpoint(api.dashboard.referralCount)).rejects.toThrow(/Missing path parameter id/);
    expect(requests).toHaveLength(2);
  });

  it('fills the parameter the endpoint declares as its owner, whatever its name, and no other', async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: {} } }));
    useAuthStore.setState({ token: accessToken('42') });
    await callEndpoint(api.kyc.kycStatus);
    await callEndpoint(api.payments.paymentOptionFields);
    const partnerNote = endpoint({
      method: 'GET',
      path: '/api/v1/partner/{partnerId}/notes/{noteId}',
      access: 'member',
      owner: 'partnerId',
      summary: 'test only',
      tags: ['test'],
      params: z.object({ partnerId: z.number(), noteId: z.number() }),
      response: z.object({ data: z.object({}) }),
    });
    await callEndpoint(partnerNote, { params: { noteId: 5 } });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/kyc/status/42',
      '/api/v1/customer-payment-option/42/fields',
      '/api/v1/partner/42/notes/5',
    ]);
    // A parameter that is not the owner is never taken from the session.
    // @ts-expect-error {noteId} is not the owner: the call must give it
    await expect(callEndpoint(partnerNote)).rejects.toThrow(/Missing path parameter noteId/);
  });

  it('reads the member id from the JWT subject only when it is a positive integer', () => {
    expect(memberIdFromToken(accessToken('42'))).toBe(42);
    expect(memberIdFromToken(accessToken('abc'))).toBeUndefined();
    expect(memberIdFromToken(accessToken('-1'))).toBeUndefined();
    expect(memberIdFromToken('garbage')).toBeUndefined();
    expect(memberIdFromToken(null)).toBeUndefined();
    expect(sessionMemberId({ token: accessToken('42'), user: null })).toBe(42);
  });

  it('downloads a file and rejects a failed download with its JSON error body', async () => {
    stubFetch((request) =>
      request.headers.accept === 'text/csv'
        ? { status: 200, data: 'a,b\n1,2\n', headers: { 'Content-Type': 'text/csv' } }
        : { status: 422, data: { message: 'Too many rows.' } },
    );
    useAuthStore.setState({ token: accessToken('42') });
    const file = await fetchEndpointFile(
      api.referrals.playerExport,
      { query: { format: 'csv' } },
      'text/csv',
    );
    expect(await file.text()).toBe('a,b\n1,2\n');
    await expect(
      fetchEndpointFile(api.referrals.playerExport, { query: { format: 'json' } }, 'application/json'),
    ).rejects.toMatchObject({ status: 422, data: { message: 'Too many rows.' } });
  });
});

describe('query options', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: accessToken('42'), user: null });
  });

  it('derive the key from the endpoint (method and path) and the input, with the path parameters resolved', () => {
    expect(endpointKey(api.referrals.playerList)).toEqual(['GET /api/v1/affiliate/{id}/member']);
    expect(endpointQueryKey(api.referrals.playerList, { query: { page: 2 } })).toEqual([
      'GET /api/v1/affiliate/{id}/member',
      { params: { id: 42 }, query: { page: 2 } },
    ]);
    expect(endpointQueryKey(api.auth.user)).toEqual(['GET /api/v1/auth/user', {}]);
    // Another member's session is another cache entry.
    useAuthStore.setState({ token: accessToken('43') });
    expect(endpointQueryKey(api.referrals.playerList, { query: { page: 2 } })[1]).toMatchObject({
      params: { id: 43 },
    });
  });

  it('fetch with the same input as the key, and keep what toData picks', async () => {
    const requests = stubFetch(() => ({
      status: 200,
      data: { data: { total: 3, registered: 2, depositing: 1, active_this_period: 1 } },
    }));
    const client = new QueryClient();
    const options = endpointQueryOptions(api.dashboard.referralCount, undefined, ({ data }) => data.total);
    expect(await client.fetchQuery(options)).toBe(3);
    expect(client.getQueryData(options.queryKey)).toBe(3);
    expect(requests[0]?.url).toBe('/api/v1/affiliate/42/referral-count');
    // An endpoint's queries share its key prefix, for invalidation.
    expect(
      client.getQueryCache().findAll({ queryKey: endpointKey(api.dashboard.referralCount) }),
    ).toHaveLength(1);
  });
});

describe('types (checked by tsc)', () => {
  it('come from the contract: input as its schemas accept it, output as they give it', () => {
    type PlayersAnswer = Awaited<ReturnType<typeof callEndpoint<typeof api.referrals.playerList>>>;
    expectTypeOf<PlayersAnswer['data'][number]['customer_id']>().toEqualTypeOf<number>();
    expectTypeOf<PlayersAnswer['meta']['currency']>().toEqualTypeOf<string>();
    expectTypeOf<
      Parameters<typeof callEndpoint<typeof api.auth.login>>[1]['body']
    >().toEqualTypeOf<LoginRequest>();
    // @ts-expect-error the login needs its body
    void (() => callEndpoint(api.auth.login));
    // @ts-expect-error a query the endpoint does not know
    void (() => callEndpoint(api.dashboard.dashboard, { query: { granularity: 'hour' } }));
    // {id} is the session's by default: no params needed
    void (() => callEndpoint(api.dashboard.dashboard, { query: { granularity: 'week', category: 'poker' } }));
  });
});
