import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { queryClient } from '@/lib/query-client';
import { consoleRouteTree } from '../app/router';
import { CONSOLE_BASE } from '../config/console-routes';
import { useOperatorSession } from '../lib/operator-session-store';

/** The console as the browser runs it (its routes, guard and query cache), in a memory router at `path` (under /operator). */
export function renderConsole(path: string) {
  queryClient.clear();
  // A failed load is shown at once rather than after the cache's retries for 5xx answers.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(consoleRouteTree, {
    initialEntries: [`${CONSOLE_BASE}${path}`],
    basename: CONSOLE_BASE,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
export const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** An operator signed in to the console (a valid access token unless told otherwise). */
export function signInOperator(session: { token?: string; expiresAt?: string } = {}): void {
  useOperatorSession.setState({
    token: 'operator-access',
    expiresAt: inAnHour(),
    hadSession: true,
    expired: false,
    ...session,
  });
}

export function operatorAccount(overrides: Partial<OperatorAccount> = {}): OperatorAccount {
  return {
    id: 1,
    email: 'ada@goldline.example',
    role: 'admin',
    status: 'active',
    createdAt: '2026-11-01T09:00:00.000Z',
    lastSignInAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
  };
}
