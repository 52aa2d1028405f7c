import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInSession } from '@affiliate/contract/endpoints/account-settings';
import type { Member } from '@affiliate/contract/endpoints/members';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { termsServer } from '@/testing/terms-fixtures';
import { SettingsScreen } from '../settings-screen';

const allOn = { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true };

/** The gateway's settings endpoints, small: one affiliate, five sessions on three devices. */
function settingsServer() {
  const terms = termsServer(2, [1, 2]);
  const member: Member = {
    ...memberFixture(),
    preferences: {
      language: 'en',
      timezone: 'Europe/Malta',
      theme: 'light',
      emailNotifications: true,
      emailEvents: allOn,
    },
  };
  let sessions: SignedInSession[] = [
    {
      id: '11111111-1111-4111-8111-111111111111',
      current: true,
      device: 'Chrome on Windows',
      ip: '203.0.113.•••',
      created_at: '2026-11-20T10:00:00Z',
      last_seen_at: '2026-11-23T10:00:00Z',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      current: false,
      device: 'Safari on iPhone',
      ip: '192.0.2.•••',
      created_at: '2026-11-19T10:00:00Z',
      last_seen_at: '2026-11-22T10:00:00Z',
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      current: false,
      device: 'Firefox on Linux',
      ip: null,
      created_at: '2026-11-18T10:00:00Z',
      last_seen_at: '2026-11-21T10:00:00Z',
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      current: false,
      device: 'Firefox on Linux',
      ip: '198.51.100.•••',
      created_at: '2026-11-18T09:00:00Z',
      last_seen_at: '2026-11-20T10:00:00Z',
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      current: false,
      device: 'Chrome on Windows',
      ip: '203.0.113.•••',
      created_at: '2026-11-17T10:00:00Z',
      last_seen_at: '2026-11-19T10:00:00Z',
    },
  ];
  let pendingEmail: string | null = null;
  const handler = (request: RecordedRequest): StubReply => {
    const answered = terms(request);
    if (answered) return answered;
    if (request.method === 'GET' && request.url === '/api/v1/bo/me')
      return { status: 200, data: { data: member } };
    if (request.method === 'GET' && request.url === '/api/v1/auth/user')
      return { status: 200, data: { data: signedInUser } };
    if (request.method === 'GET' && request.url === '/api/v1/bo/me/sessions')
      return { status: 200, data: { data: sessions } };
    if (request.method === 'POST' && request.url === '/api/v1/bo/me/sessions/revoke-others') {
      const revoked = sessions.filter((s) => !s.current).length;
      sessions = sessions.filter((s) => s.current);
      return { status: 200, data: { data: { revoked } } };
    }
    if (request.method === 'POST' && request.url === '/api/v1/bo/me/sessions/revoke') {
      const ids = (request.data as { sessionIds: string[] }).sessionIds;
      const revoked = sessions.filter((s) => ids.includes(s.id) && !s.current).length;
      sessions = sessions.filter((s) => s.current || !ids.includes(s.id));
      return { status: 200, data: { data: { revoked } } };
    }
    if (request.method === 'DELETE' && request.url.startsWith('/api/v1/bo/me/sessions/')) {
      const id = request.url.split('/').pop();
      const found = sessions.find((s) => s.id === id);
      if (!found) return { status: 404, data: { message: 'There is no such session.', code: 40400 } };
      sessions = sessions.filter((s) => s.id !== id);
      return { status: 200, data: { data: { revoked: true, current: found.current } } };
    }
    if (request.method === 'PUT' && request.url === '/api/v1/bo/me/profile') {
      const body = request.data as { firstName: string; lastName: string };
      if (body.lastName.includes('<'))
        return {
          status: 422,
          data: {
            message: 'The given data was invalid.',
            code: 42200,
            errors: { lastName: ['Last name contains characters that are not allowed.'] },
          },
        };
      Object.assign(member, body);
      return { status: 200, data: { data: member } };
    }
    if (request.method === 'PUT' && request.url === '/api/v1/bo/me/preferences') {
      member.preferences = { ...member.preferences!, ...(request.data as object) };
      return { status: 200, data: { data: member } };
    }
    if (request.method === 'POST' && request.url === '/api/v1/bo/me/email-change') {
      const body = request.data as { email: string; password: string };
      if (body.password !== 'right-password')
        return {
          status: 422,
          data: {
            message: 'The password is incorrect.',
            code: 42200,
            errors: { password: ['The password is incorrect.'] },
          },
        };
      pendingEmail = body.email;
      return {
        status: 202,
        data: {
          data: {
            message: `We have sent a 6-digit code to ${body.email}. It is valid for 10 minutes.`,
            expiresAt: '2026-11-23T10:10:00Z',
          },
        },
      };
    }
    if (request.method === 'POST' && request.url === '/api/v1/bo/me/email-change/confirm') {
      if ((request.data as { code: string }).code !== '123456' || !pendingEmail)
        return {
          status: 422,
          data: {
            message: 'The code is invalid or has expired.',
            code: 42200,
            errors: { code: ['The code is invalid or has expired.'] },
          },
        };
      member.email = pendingEmail;
      return { status: 200, data: { data: member } };
    }
    if (request.method === 'POST' && request.url === '/api/v1/auth/logout')
      return { status: 200, data: { data: { loggedOut: true } } };
    return { status: 404, data: { message: 'Not found' } };
  };
  return handler;
}

function renderSettings() {
  const requests = stubFetch(settingsServer());
  const view = renderRoutes(
    [page('/settings', <SettingsScreen />), page('/auth/login', <h1>Sign in</h1>)],
    '/settings',
  );
  return { requests, ...view };
}

describe('settings screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('lists the sessions with "This device", logs out one, then all the others', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(/192\.0\.2\.•••/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Address unknown/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out Safari on iPhone (192.0.2.•••)' }));
    expect(await screen.findByText('Safari on iPhone is logged out.')).toBeInTheDocument();
    expect(
      requests.find((r) => r.method === 'POST' && r.url === '/api/v1/bo/me/sessions/revoke')?.data,
    ).toEqual({ sessionIds: ['22222222-2222-4222-8222-222222222222'] });
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Log out all other sessions' }));
    expect(await screen.findByText('3 other sessions are logged out.')).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log out all other sessions' })).toBeDisabled();
    expect(useAuthStore.getState().token).toBe('access');
  });

  it("shows one row per device with its count, and logs out a device's sessions together, this browser's never", async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent),
    ).toEqual([
      'Chrome on Windows · 2 sessionsThis device',
      'Safari on iPhone',
      'Firefox on Linux · 2 sessions',
    ]);

    await user.click(screen.getByRole('button', { name: 'Log out Firefox on Linux (2 sessions)' }));
    expect(await screen.findByText('Firefox on Linux: 2 sessions are logged out.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/v1/bo/me/sessions/revoke')?.data).toEqual({
      sessionIds: ['33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'],
    });

    await user.click(
      screen.getByRole('button', { name: 'Log out the other 1 session on Chrome on Windows' }),
    );
    expect(
      await screen.findByText('1 other session on Chrome on Windows is logged out.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/v1/bo/me/sessions/revoke').at(-1)?.data).toEqual({
      sessionIds: ['55555555-5555-4555-8555-555555555555'],
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(useAuthStore.getState().token).toBe('access');
  });

  it('logging out this device logs the browser out and goes to sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Log out this device' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(useAuthStore.getState().token).toBeFalsy();
  });

  it('shows country and currency read-only and saves the name, a server field error on its field', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings();
    const lastName = await screen.findByLabelText('Last name');
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('EUR (€)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Country')).not.toBeInTheDocument();

    await user.clear(lastName);
    await user.type(lastName, '<b>Vale</b>');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Last name contains characters that are not allowed.'),
    ).toBeInTheDocument();
    expect(lastName).toHaveAttribute('aria-invalid', 'true');

    await user.clear(lastName);
    await user.type(lastName, 'Vale');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'PUT' && r.url === '/api/v1/bo/me/profile').at(-1)?.data,
    ).toEqual({ firstName: 'Dana', lastName: 'Vale' });
  });

  it('changes the email in two steps: a wrong password on its field, then the code sent to the new address', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings();
    expect(await screen.findByText(memberFixture().email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email'), 'dana.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code sent' });
    expect(
      within(dialog).getByText(/We have sent a 6-digit code to dana\.new@example\.com/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enter code' }));

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Your email address is now dana.new@example.com.')).toBeInTheDocument();
    // The member cache shows the new address in the profile at once.
    expect(screen.getByText('dana.new@example.com', { selector: 'dd' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/v1/bo/me/email-change/confirm')?.data).toEqual({
      code: '123456',
    });
  });

  it('saves the time zone and the email events; turning emails off disables the events', async () => {
    const user = userEvent.setup();
    const { requests } = renderSettings();
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Malta');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByLabelText('News from the program'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT' && r.url === '/api/v1/bo/me/preferences')?.data).toEqual({
      timezone: 'Asia/Tokyo',
      emailNotifications: true,
      emailEvents: { ...allOn, broadcast: false },
    });

    await user.click(screen.getByLabelText('Send me emails'));
    expect(screen.getByLabelText('Withdrawals')).toBeDisabled();
  });
  it('shows the terms in force to read again and every acceptance with its time and address', async () => {
    const user = userEvent.setup();
    renderSettings();
    const card = await screen.findByRole('region', { name: 'Program terms' });
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VersionAcceptedFrom address',
      expect.stringMatching(/^2.*203\.0\.113\.7$/),
      expect.stringMatching(/^1.*203\.0\.113\.7$/),
    ]);
    await user.click(within(card).getByText('Version 2, in force since 11/01/2026'));
    expect(within(card).getByRole('region', { name: 'The program’s terms, version 2' })).toHaveTextContent(
      'Pay is monthly.',
    );
  });
});
