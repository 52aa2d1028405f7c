import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';
import { startSignedInSession } from '@/testing/fixtures';
import { routeTree, startFirstLoaders } from '../router';

const currentPeriodPath = '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period';

/** The gateway's answers: the current period (never fresh: asked again on every visit), nothing else. */
function gateway() {
  return stubFetch((request) =>
    request.url === currentPeriodPath
      ? {
          status: 200,
          data: {
            data: {
              period_start: '2026-11-01',
              period_end: '2026-11-30',
              currency: 'EUR',
              turnover: '100',
              winloss: '-5',
              as_of: '2026-11-22T10:00:00Z',
            },
          },
        }
      : { status: 404, data: { message: 'Not found' } },
  );
}

describe('a signed-in visit’s first loaders', () => {
  afterEach(() => {
    queryClient.clear();
    useAuthStore.setState({ token: null, expiresAt: null, refreshToken: null, user: null });
  });

  // One visit per test file: what a visit's first loaders started is the router's to take, once.
  it('send the layout’s and the screen’s requests before the router exists, which takes them over', async () => {
    startSignedInSession();
    const requests = gateway();
    await startFirstLoaders(matchRoutes(routeTree, '/') ?? [], 'http://localhost/');
    await vi.waitFor(() =>
      expect(requests.map((request) => request.url)).toEqual(
        expect.arrayContaining([
          '/api/v1/auth/user',
          // The terms gate waits for it before showing any screen.
          '/api/v1/bo/me/terms',
          '/api/v1/bo/me',
          currentPeriodPath,
          '/api/v1/bo/me/balance',
        ]),
      ),
    );
    // Answered and cached: a loader run again would ask again (the current period is never fresh).
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const router = createMemoryRouter(routeTree, { initialEntries: ['/'] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
    expect(requests.filter((request) => request.url === currentPeriodPath)).toHaveLength(1);
    router.dispose();
  });

  it('start nothing for a signed-out visitor', async () => {
    const requests = gateway();
    await startFirstLoaders(matchRoutes(routeTree, '/') ?? [], 'http://localhost/');
    expect(requests).toEqual([]);
  });
});
