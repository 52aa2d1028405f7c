import { afterEach, describe, expect, it, vi } from 'vitest';
import { user as authUserEndpoint } from '@affiliate/contract/endpoints/auth';
import { SIGNED_IN_USER_PATH } from '../../../build/signed-in-preload';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyAnswer } from '../early-answers';
import { createTransport, requestUrl } from '../http-transport';

// public/signed-in-preload.js asks for the signed-in user with the page; the transport takes that answer
// instead of asking again, only for the same address and bearer, fresh, and once.
describe('answers asked early, with the page', () => {
  afterEach(() => {
    delete window.__portalEarlyAnswers;
    vi.unstubAllGlobals();
  });

  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  // Kept by the whole address, as the transport asks it (the API's base address, set for each test, first).
  const address = () => requestUrl({ url: SIGNED_IN_USER_PATH });

  function askedEarly(token: string, at = Date.now()) {
    window.__portalEarlyAnswers = {
      [address()]: {
        token,
        at,
        response: Promise.resolve(answer({ data: { username: 'early' } })),
      },
    };
  }

  it('asks for the address the contract names', () => {
    expect(SIGNED_IN_USER_PATH).toBe(authUserEndpoint.path);
  });

  it('is taken by the first GET of its address with its bearer, and only by that one', async () => {
    const fetched = vi.fn(async () => answer({ data: { username: 'asked again' } }));
    vi.stubGlobal('fetch', fetched);
    askedEarly('token-1');
    const send = createTransport(() => 'token-1');
    const first = await send<{ data: { username: string } }>({ method: 'GET', url: SIGNED_IN_USER_PATH });
    expect(first.data.data.username).toBe('early');
    expect(fetched).not.toHaveBeenCalled();
    const second = await send<{ data: { username: string } }>({ method: 'GET', url: SIGNED_IN_USER_PATH });
    expect(second.data.data.username).toBe('asked again');
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('is left for another bearer, when stale, or for another address', async () => {
    const fetched = vi.fn(async () => answer({ data: { username: 'asked again' } }));
    vi.stubGlobal('fetch', fetched);
    askedEarly('token-1');
    const other = await createTransport(() => 'token-2')<{ data: { username: string } }>({
      method: 'GET',
      url: SIGNED_IN_USER_PATH,
    });
    expect(other.data.data.username).toBe('asked again');

    askedEarly('token-1', Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1);
    expect(takeEarlyAnswer(address(), 'token-1')).toBeUndefined();
    askedEarly('token-1');
    expect(takeEarlyAnswer(requestUrl({ url: '/api/v1/bo/me' }), 'token-1')).toBeUndefined();
    expect(takeEarlyAnswer(address(), null)).toBeUndefined();
    expect(takeEarlyAnswer(address(), 'token-1')).toBeInstanceOf(Promise);
  });
});
