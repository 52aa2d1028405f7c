import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import { freshTokens, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole } from '../../../../testing/render-console';
import { useOperatorSession } from '../../../../lib/operator-session-store';

const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-AB';
const invitation = {
  email: 'nora@goldline.example',
  role: 'finance',
  purpose: 'join',
  expiresAt: '2026-11-30T12:00:00.000Z',
  authenticator: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri:
      'otpauth://totp/Goldline:nora%40goldline.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Goldline',
  },
};

function gateway(
  accept: (request: RecordedRequest) => StubReply,
  open: () => StubReply = () => ({ status: 200, data: { data: invitation } }),
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.openInvitation.path) return open();
    if (request.url === api.operatorConsole.acceptInvitation.path) return accept(request);
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ email: invitation.email, role: 'finance' }) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

/** The browser's address as the invitation link opens it: the secret after '#'. */
function openLink(fragment: string) {
  window.history.replaceState(null, '', `/operator/invitation${fragment}`);
  return renderConsole(`/invitation${fragment}`);
}

async function fillForm(values: { password?: string; confirmation?: string; code?: string } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), values.password ?? 'operator-password-2026');
  await user.type(
    screen.getByLabelText('Confirm new password'),
    values.confirmation ?? values.password ?? 'operator-password-2026',
  );
  await user.type(screen.getByLabelText('Authenticator code'), values.code ?? '654321');
  await user.click(screen.getByRole('button', { name: 'Accept and sign in' }));
}

describe('an invitation link', () => {
  beforeEach(() => {
    useOperatorSession.setState({ token: null, expiresAt: null, hadSession: false, expired: false });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows whom it is for and the authenticator to enrol, reading its secret from the fragment', async () => {
    const requests = gateway(() => ({ status: 500 }));
    openLink(`#${token}`);

    expect(await screen.findByText(invitation.email)).toBeInTheDocument();
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `QR code that adds ${invitation.email} to your authenticator app` }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: api.operatorConsole.openInvitation.path,
      data: { token },
    });
    // The secret travels in the body only: not in the address the gateway sees.
    expect(requests[0]!.fullUrl).not.toContain(token);
  });

  it('says so when the link sets up again an account whose sign-in an admin reset', async () => {
    gateway(
      () => ({ status: 500 }),
      () => ({ status: 200, data: { data: { ...invitation, purpose: 'reset' } } }),
    );
    openLink(`#${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your sign-in again' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/An administrator reset the sign-in of/)).toHaveTextContent(
      'the old one no longer works',
    );
    expect(
      screen.getByRole('img', { name: `QR code that adds ${invitation.email} to your authenticator app` }),
    ).toBeInTheDocument();
  });

  it('checks the password with the portal rules and messages before sending anything', async () => {
    const requests = gateway(() => ({ status: 500 }));
    openLink(`#${token}`);
    await fillForm({ password: 'short', confirmation: 'different', code: '12' });

    expect(await screen.findByText('Password must be at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === api.operatorConsole.acceptInvitation.path)).toHaveLength(0);
  });

  it('says when the confirmation does not match', async () => {
    gateway(() => ({ status: 500 }));
    openLink(`#${token}`);
    await fillForm({ password: 'operator-password-2026', confirmation: 'operator-password-2027' });
    expect(await screen.findByText('The password confirmation does not match.')).toBeInTheDocument();
  });

  it("accepts with the password and the app's code, signs in and opens the console", async () => {
    const requests = gateway(() => ({
      status: 201,
      data: { data: freshTokens('operator-access', 'operator-refresh') },
    }));
    const { router } = openLink(`#${token}`);
    await fillForm();

    // Every role's first screen is the Overview: the console opens there.
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/overview');
    expect(requests.find((r) => r.url === api.operatorConsole.acceptInvitation.path)?.data).toEqual({
      token,
      password: 'operator-password-2026',
      code: '654321',
    });
    expect(useOperatorSession.getState()).toMatchObject({ token: 'operator-access', hadSession: true });
    // Opened once, to show the key: not again once accepted (the gateway would answer 404 and audit a refusal).
    expect(requests.filter((r) => r.url === api.operatorConsole.openInvitation.path)).toHaveLength(1);
  });

  it("puts the server's field errors on their fields", async () => {
    const answers: StubReply[] = [
      {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { password: ['This password is too common.'] },
        },
      },
      {
        status: 422,
        data: { message: 'The given data was invalid.', errors: { code: ['The code is not valid.'] } },
      },
    ];
    gateway(() => answers.shift()!);
    openLink(`#${token}`);
    await fillForm();
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authenticator code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a used, expired or unknown link no longer works, and to ask an admin for a new invitation', async () => {
    gateway(
      () => ({ status: 500 }),
      () => ({ status: 404, data: { message: 'This invitation link does not work any more.', code: 40400 } }),
    );
    openLink(`#${token}`);
    expect(
      await screen.findByRole('heading', { name: 'This invitation link no longer works' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/used already, it has expired \(a link works for 72 hours\)/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ask an admin of the operator console to send you a new invitation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and sign in' })).not.toBeInTheDocument();
  });

  it('says so when the link stops working between opening and accepting', async () => {
    gateway(() => ({
      status: 404,
      data: { message: 'This invitation link does not work any more.', code: 40400 },
    }));
    openLink(`#${token}`);
    await fillForm();
    expect(
      await screen.findByRole('heading', { name: 'This invitation link no longer works' }),
    ).toBeInTheDocument();
  });

  it('says a link cut short is not complete, without asking the server', async () => {
    const requests = gateway(() => ({ status: 500 }));
    openLink('#abc');
    const heading = await screen.findByRole('heading', { name: 'This invitation link is not complete' });
    expect(within(heading.parentElement!.parentElement!).getByRole('alert')).toHaveTextContent(
      'Open the link from the invitation again',
    );
    expect(requests).toHaveLength(0);
  });

  it('offers to try again when the server could not be reached', async () => {
    gateway(
      () => ({ status: 500 }),
      () => ({ status: 503, data: { message: 'The service is unavailable.' } }),
    );
    openLink(`#${token}`);
    expect(
      await screen.findByText(/We could not load your invitation\. The service is unavailable\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
