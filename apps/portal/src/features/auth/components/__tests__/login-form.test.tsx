import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { freshTokens, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { page, renderRoutes } from '@/testing/render-route';
import { LoginForm } from '../login-form';

function renderLogin(reply: (request: RecordedRequest) => StubReply | Promise<StubReply>) {
  const requests = stubFetch(reply);
  const view = renderRoutes(
    [
      page('/auth/login', <LoginForm />),
      page('/', <h1>Dashboard</h1>),
      page('/auth/forgot-password', <h1>Forgot password</h1>),
    ],
    '/auth/login?ref=mail',
  );
  return { requests, ...view };
}

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login form', () => {
  // The form loads its rules and the sign-in call on first use; load them once up front so the first
  // test does not spend its time budget transforming them.
  beforeAll(() => import('../../lib/login-submission'));

  beforeEach(() => {
    useAuthStore.setState({ status: '', token: null, expiresAt: null, refreshToken: null, user: null });
  });

  it('shows the server error in an alert and sets the status to error', async () => {
    renderLogin(() => ({ status: 401, data: { message: 'Wrong username or password.', code: 20101 } }));
    await signIn('demo', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(useAuthStore.getState().status).toBe('error');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // A wrong password on the login screen is not an expired session.
    expect(useAuthStore.getState().showSessionExpiredModal).toBe(false);
  });

  it('signs in, stores the tokens and goes to /', async () => {
    const tokens = freshTokens();
    const { requests, router } = renderLogin(() => ({ status: 200, data: { data: tokens } }));
    await signIn('demo', 'demo-partner-2026');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/login',
      data: { username: 'demo', password: 'demo-partner-2026' },
    });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'success',
      token: tokens.token,
      refreshToken: tokens.refreshToken,
    });
  });

  it('disables the button while the status is loading', async () => {
    let release: () => void = () => undefined;
    renderLogin(
      () => new Promise((resolve) => (release = () => resolve({ status: 401, data: { message: 'No.' } }))),
    );
    await signIn('demo', 'secret-password');

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(useAuthStore.getState().status).toBe('loading');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('No.');
  });

  it('validates on blur, not on each keystroke, and blocks an empty submit', async () => {
    const { requests } = renderLogin(() => ({ status: 500 }));
    const user = userEvent.setup();
    const username = screen.getByLabelText('Username');

    await user.click(username);
    await user.type(username, ' ');
    expect(screen.queryByText('Username is not valid.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Username is not valid.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is not valid.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('keeps a field error while typing and checks the field again on blur', async () => {
    renderLogin(() => ({ status: 500 }));
    const user = userEvent.setup();
    const username = screen.getByLabelText('Username');

    await user.click(username);
    await user.tab();
    expect(await screen.findByText('Username is not valid.')).toBeInTheDocument();
    await user.type(username, 'demo');
    expect(screen.getByText('Username is not valid.')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Username is not valid.')).not.toBeInTheDocument());
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the authentication code on 20104, keeps the username and password in memory only, and sends them with the code', async () => {
    const tokens = freshTokens();
    const { requests, router } = renderLogin((request) =>
      (request.data as { otp?: string }).otp === '123456'
        ? { status: 200, data: { data: tokens } }
        : { status: 401, data: { message: 'Enter the code from your authenticator app.', code: 20104 } },
    );
    const user = await signIn('demo', 'demo-partner-2026');

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByText('demo')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The password step is gone; a 20104 is no error to show, and not an expired session.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState().showSessionExpiredModal).toBe(false);
    expect(router.state.location.pathname).toBe('/auth/login');
    // Kept in the component, never written to the browser's storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo-partner-2026');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[0]!.data).toEqual({ username: 'demo', password: 'demo-partner-2026' });
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/login',
      data: { username: 'demo', password: 'demo-partner-2026', otp: '123456' },
    });
    expect(useAuthStore.getState()).toMatchObject({ status: 'success', token: tokens.token });
  });

  it('offers the code step with the reason when the account is over its limit (42901), and signs in with the code', async () => {
    const locked =
      'Too many sign-in attempts for this account. Please try again in 1 minute. If two-factor authentication is on, you can sign in now with your password and a code from your authenticator app.';
    const tokens = freshTokens();
    const { requests } = renderLogin((request) =>
      (request.data as { otp?: string }).otp === '123456'
        ? { status: 200, data: { data: tokens } }
        : { status: 429, data: { message: locked, code: 42901 }, headers: { 'retry-after': '60' } },
    );
    const user = await signIn('demo', 'demo-partner-2026');

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('alert')).toHaveTextContent(locked);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[1]!.data).toEqual({ username: 'demo', password: 'demo-partner-2026', otp: '123456' });
  });

  it("shows the server's message on the code field when the code is refused (20106), and checks the code before sending", async () => {
    const refusal =
      'The code is not valid. Enter the current code from your authenticator app, or a recovery code.';
    const { requests } = renderLogin((request) =>
      (request.data as { otp?: string }).otp === undefined
        ? { status: 401, data: { message: 'Enter the code from your authenticator app.', code: 20104 } }
        : { status: 401, data: { message: refusal, code: 20106, errors: { otp: [refusal] } } },
    );
    const user = await signIn('demo', 'demo-partner-2026');
    const code = await screen.findByLabelText('Authentication code');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Authentication code is not valid.')).toBeInTheDocument();
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await user.type(code, '9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(requests[1]!.data).toEqual({ username: 'demo', password: 'demo-partner-2026', otp: '123459' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', token: null });
  });

  it('switches to a recovery code and back, and signs in with one', async () => {
    const tokens = freshTokens();
    const { requests } = renderLogin((request) =>
      (request.data as { otp?: string }).otp === '7KQ2-M9XD-4HTR-WB3N'
        ? { status: 200, data: { data: tokens } }
        : { status: 401, data: { message: 'Enter the code from your authenticator app.', code: 20104 } },
    );
    const user = await signIn('demo', 'demo-partner-2026');
    await user.type(await screen.findByLabelText('Authentication code'), '12');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveValue('');
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    await user.type(screen.getByLabelText('Recovery code'), 'not-a-code');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code or a recovery code.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await user.clear(screen.getByLabelText('Recovery code'));
    await user.type(screen.getByLabelText('Recovery code'), '7KQ2-M9XD-4HTR-WB3N');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[1]!.data).toEqual({
      username: 'demo',
      password: 'demo-partner-2026',
      otp: '7KQ2-M9XD-4HTR-WB3N',
    });
  });

  it('goes back to the password step with the username and password still filled in', async () => {
    const { requests } = renderLogin(() => ({
      status: 401,
      data: { message: 'Enter the code from your authenticator app.', code: 20104 },
    }));
    const user = await signIn('demo', 'demo-partner-2026');
    await user.type(await screen.findByLabelText('Authentication code'), '123');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-partner-2026');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeInTheDocument();

    // Signing in again asks for a fresh code: the one typed before is not sent along.
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('Authentication code')).toHaveValue('');
    expect(requests[1]!.data).toEqual({ username: 'demo', password: 'demo-partner-2026' });
  });

  it('shows a refusal other than the code in an alert on the code step (too many codes: 429)', async () => {
    let calls = 0;
    renderLogin(() => {
      calls += 1;
      return calls === 1
        ? { status: 401, data: { message: 'Enter the code from your authenticator app.', code: 20104 } }
        : {
            status: 429,
            headers: { 'Retry-After': '600' },
            data: { message: 'Too many wrong codes. Try again in 10 minutes.', code: 42900 },
          };
    });
    const user = await signIn('demo', 'demo-partner-2026');
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Try again in 10 minutes.',
    );
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('puts 422 field errors on the fields', async () => {
    renderLogin(() => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { username: ['Username may contain letters, digits, dots, dashes and underscores.'] },
      },
    }));
    await signIn('bad name', 'whatever-password');
    expect(
      await screen.findByText('Username may contain letters, digits, dots, dashes and underscores.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("links to forgot password with the page's query", () => {
    renderLogin(() => ({ status: 500 }));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password?ref=mail',
    );
  });
});
