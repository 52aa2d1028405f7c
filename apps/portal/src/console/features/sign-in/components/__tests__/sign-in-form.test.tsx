import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import { freshTokens, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { useOperatorSession } from '../../../../lib/operator-session-store';

const signInPath = api.operatorConsole.operatorSignIn.path;

function gateway(signIn: (request: RecordedRequest) => StubReply) {
  return stubFetch((request) => {
    if (request.url === signInPath) return signIn(request);
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount() } };
    if (request.url === api.operatorConsole.operatorAccounts.path)
      return { status: 200, data: { data: { operators: [operatorAccount()], invitations: [] } } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

async function fillAndSubmit(code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@goldline.example');
  await user.type(screen.getByLabelText('Password'), 'operator-password-2026');
  await user.type(screen.getByLabelText('Authenticator code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('signing in to the console', () => {
  beforeEach(() => {
    useOperatorSession.setState({ token: null, expiresAt: null, hadSession: false, expired: false });
  });

  it('sends email, password and code, keeps the tokens, and continues where the guard was keeping the operator from', async () => {
    const requests = gateway(() => ({
      status: 200,
      data: { data: freshTokens('operator-access', 'operator-refresh') },
    }));
    const { router } = renderConsole('/operators');
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Foperators');

    await fillAndSubmit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Operators' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === signInPath)?.data).toEqual({
      email: 'ada@goldline.example',
      password: 'operator-password-2026',
      code: '123456',
    });
    expect(useOperatorSession.getState()).toMatchObject({ token: 'operator-access', hadSession: true });
  });

  it('checks the fields before asking the server', async () => {
    const requests = gateway(() => ({ status: 500 }));
    renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authenticator code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === signInPath)).toHaveLength(0);
  });

  it('says when wrong credentials are refused, as the server says it', async () => {
    gateway(() => ({ status: 401, data: { message: 'The email or password is not correct.', code: 20101 } }));
    renderConsole('/sign-in');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
  });

  it('puts a wrong code on the code field, emptied for the next one', async () => {
    gateway(() => ({
      status: 401,
      data: {
        message: 'That code is not valid.',
        code: 20106,
        errors: { code: ['That code is not valid.'] },
      },
    }));
    renderConsole('/sign-in');
    await fillAndSubmit();
    const field = await screen.findByLabelText('Authenticator code');
    expect(await screen.findByText('That code is not valid.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('');
  });

  it('says when signing in is paused after too many attempts, and when to try again', async () => {
    gateway(() => ({
      status: 429,
      headers: { 'Retry-After': '900' },
      data: { message: 'Too many requests.', code: 42900 },
    }));
    renderConsole('/sign-in');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Too many attempts\. .*try again in 15 minutes \(at .+\)\./,
    );
  });

  it('tells a disabled operator whom to ask', async () => {
    gateway(() => ({ status: 403, data: { message: 'This operator account is disabled.', code: 20105 } }));
    renderConsole('/sign-in');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is disabled. Ask an admin of the console to enable it again.',
    );
  });

  it('sends a signed-in operator from the sign-in page to the console', async () => {
    gateway(() => ({ status: 500 }));
    signInOperator();
    const { router } = renderConsole('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/overview');
  });
});
