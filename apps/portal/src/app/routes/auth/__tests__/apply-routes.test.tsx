import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { applicationServer } from '@/testing/application-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { routeTree } from '../../../router';

// The proof of work's solver stubbed at its edge, as in the screen's own tests (no Web Workers in jsdom).
vi.mock('@/features/auth/apply/lib/altcha-solvers', async () => {
  const { FakeSolverWorker } = await import('@/testing/application-fixtures');
  return {
    registerSolvers: (algorithms: Map<string, () => unknown>) =>
      algorithms.set('SHA-256', () => new FakeSolverWorker()),
  };
});

/** The portal's own routes, as the browser gets them: no query cache around the signed-out screens. */
function renderPortal(path: string) {
  const server = applicationServer();
  const requests = stubFetch((request) =>
    request.url === '/api/v1/auth/register/question'
      ? {
          status: 200,
          data: { data: { first_name: 'Ana', question: 'Which markets?', asked_at: '2026-12-03T15:00:00Z' } },
        }
      : server(request),
  );
  render(<RouterProvider router={createMemoryRouter(routeTree, { initialEntries: [path] })} />);
  return requests;
}

describe('the application’s routes', () => {
  afterEach(() => queryClient.clear());

  it('opens the application from the sign-in page, the invite code kept, with the terms to accept', async () => {
    vi.stubGlobal('isSecureContext', true);
    const user = userEvent.setup();
    renderPortal('/auth/login?ref=partner7');
    await user.click(await screen.findByRole('link', { name: 'Apply to join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to join' })).toBeVisible();
    expect(
      await screen.findByRole('checkbox', { name: 'I have read and accept the program’s terms.' }),
    ).toBeVisible();
  });

  it('opens a question’s mailed link', async () => {
    renderPortal('/auth/register/answer#token=mailed-question-token-0123456789');
    expect(await screen.findByText('Which markets?')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Answer our question' })).toBeVisible();
  });
});
