import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { OperatorAccount } from '@affiliate/contract';
import { freshTokens, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { aMinuteAgo, operatorAccount, renderConsole, signInOperator } from '../../testing/render-console';
import { useOperatorSession } from '../../lib/operator-session-store';

const paths = api.operatorConsole;
/** The console's top bar (the screens' own page headers are <header> elements too). */
const topBar = async () => (await screen.findAllByRole('banner'))[0]!;

const expired = { status: 401, data: { message: 'Your session has expired.', code: 20102 } };

function gateway(
  me: OperatorAccount,
  other: (request: RecordedRequest) => StubReply = () => ({
    status: 200,
    data: { data: { operators: [me], invitations: [] } },
  }),
) {
  return stubFetch((request) => {
    if (request.url === paths.signedInOperator.path) return { status: 200, data: { data: me } };
    // No refresh cookie (it is HttpOnly: a test cannot set one): a renewal is refused.
    if (request.url === paths.operatorRefresh.path)
      return { status: 401, data: { message: 'Your session has expired.', code: 20102 } };
    return other(request);
  });
}

describe("the console's shell", () => {
  beforeEach(() => {
    useOperatorSession.setState({ token: null, expiresAt: null, hadSession: false, expired: false });
  });

  it('shows the brand, who is signed in and as what, and sends an admin home to the Overview', async () => {
    signInOperator();
    gateway(operatorAccount(), () => ({ status: 503, data: { message: 'The database is unavailable.' } }));
    const { router } = renderConsole('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/overview');
    const header = await topBar();
    expect(within(header).getByText('Test Brand')).toBeInTheDocument();
    expect(within(header).getAllByText(/ada@goldline\.example/).length).toBeGreaterThan(0);
    expect(within(header).getByText('Admin')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Affiliates',
      'Players',
      'Applications',
      'Withdrawals',
      'Commission',
      'Deals',
      'Payouts',
      'Exchange rates',
      'Identity reviews',
      'Tickets',
      'Banners',
      'Landing pages',
      'Brands',
      'Data',
      'Operators',
      'Audit',
      'Settings',
      'Texts',
      'Terms',
      'Mail',
      'Your account',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a role only the screens the contract admits it to, and opens on the Overview', async () => {
    signInOperator();
    gateway(operatorAccount({ role: 'support', email: 'sam@goldline.example' }), () => ({
      status: 503,
      data: { message: 'The database is unavailable.' },
    }));
    const { router } = renderConsole('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/overview');
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Affiliates',
      'Players',
      'Applications',
      'Deals',
      'Exchange rates',
      'Identity reviews',
      'Tickets',
      'Brands',
      'Data',
      'Texts',
      'Terms',
      'Your account',
    ]);
    expect(within(await topBar()).getByText('Support')).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows marketing the Overview, the affiliates it reads, the applications it decides, the banner catalogue and the settings it broadcasts from beside its account', async () => {
    signInOperator();
    gateway(operatorAccount({ role: 'marketing', email: 'mia@goldline.example' }), () => ({
      status: 503,
      data: { message: 'The database is unavailable.' },
    }));
    renderConsole('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Console' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Affiliates',
      'Players',
      'Applications',
      'Deals',
      'Exchange rates',
      'Banners',
      'Landing pages',
      'Brands',
      'Settings',
      'Texts',
      'Terms',
      'Your account',
    ]);
    expect(within(await topBar()).getByText('Marketing')).toBeInTheDocument();
  });

  it('tells a role the contract does not admit that a screen is not theirs, without asking for its data', async () => {
    signInOperator();
    const requests = gateway(operatorAccount({ role: 'marketing' }));
    renderConsole('/operators');
    expect(
      await screen.findByText(/Your role \(Marketing\) does not include Operators\./),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === paths.operatorAccounts.path)).toHaveLength(0);
  });

  it('sends a signed-out visitor to the sign-in page, with no word of an ended session', async () => {
    gateway(operatorAccount());
    const { router } = renderConsole('/operators');
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Foperators');
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('goes to the sign-in page with a message when the session ends under the operator, then back to where they were', async () => {
    signInOperator({ token: 'revoked' });
    let signedInAgain = false;
    stubFetch((request) => {
      if (request.url === paths.operatorRefresh.path) return expired;
      if (request.url === paths.operatorSignIn.path) {
        signedInAgain = true;
        return { status: 200, data: { data: freshTokens('operator-new', 'operator-refresh-new') } };
      }
      if (!signedInAgain) return expired;
      if (request.url === paths.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount() } };
      return { status: 200, data: { data: { operators: [operatorAccount()], invitations: [] } } };
    });
    const { router } = renderConsole('/operators?from=bookmark');

    expect(
      await screen.findByText('Your session has ended. Sign in again to continue where you were.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/sign-in');
    expect(useOperatorSession.getState()).toMatchObject({ token: null });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@goldline.example');
    await user.type(screen.getByLabelText('Password'), 'operator-password-2026');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/operator/operators?from=bookmark',
    );
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('says the session ended when the one this tab had can no longer be renewed', async () => {
    signInOperator({ token: 'old', expiresAt: aMinuteAgo() });
    gateway(operatorAccount(), (request) =>
      request.url === paths.operatorRefresh.path ? expired : { status: 500 },
    );
    renderConsole('/operators');
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue where you were.'),
    ).toBeInTheDocument();
  });

  it('signs out from the header: the server ends the sign-in and the sign-in page shows', async () => {
    signInOperator();
    const requests = gateway(operatorAccount(), (request) =>
      request.url === paths.operatorSignOut.path
        ? { status: 200, data: { data: { signedOut: true } } }
        : { status: 200, data: { data: { operators: [], invitations: [] } } },
    );
    const { router } = renderConsole('/operators');
    await screen.findByRole('heading', { level: 1, name: 'Operators' });
    await userEvent.setup().click(within(await topBar()).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/sign-in');
    // The refresh token is the HttpOnly cookie's: the body names none.
    expect(requests.find((r) => r.url === paths.operatorSignOut.path)?.data).toEqual({});
    expect(useOperatorSession.getState()).toMatchObject({ token: null, hadSession: false, expired: false });
  });
});
