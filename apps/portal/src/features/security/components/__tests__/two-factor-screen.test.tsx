import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TotpSetting, TwoFactorStatus } from '@affiliate/contract/endpoints/totp';
import { useAuthStore } from '@/lib/auth-store';
import { storageKeys } from '@/lib/storage';
import { useTwoFactorSetting } from '@/lib/two-factor-setting-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { TwoFactorScreen } from '../two-factor-screen';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const APP_CODE = '123456';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-00${String(i).padStart(2, '0')}`);
const NEW_RECOVERY = Array.from({ length: 10 }, (_, i) => `ZZZZ-YYYY-XXXX-00${String(i).padStart(2, '0')}`);
const EMAILED = '654321';
const wrongCode = 'The code is not valid. Enter the current code from your authenticator app.';

/** The gateway's two-factor rules, small: statuses, the codes each call takes, 422 on a wrong code, 409 out of turn. */
type Override = (
  request: RecordedRequest,
  state: { status: TwoFactorStatus },
) => StubReply | Promise<StubReply> | undefined;

function twoFactorServer(initial: TwoFactorStatus, overrides: Override = () => undefined) {
  const state = { status: initial, codesLeft: initial === 'enabled' || initial === 'disabled' ? 7 : 0 };
  const setting = (): TotpSetting => ({
    status: state.status,
    enabled: state.status === 'enabled',
    confirmed_at:
      state.status === 'enabled' || state.status === 'disabled' ? '2026-11-01T10:00:00.000Z' : null,
    recovery_codes_left: state.codesLeft,
  });
  const conflict = { status: 409, data: { message: 'Two-factor authentication is not on.', code: 40900 } };
  const refuse = {
    status: 422,
    data: { message: 'The given data was invalid.', code: 42200, errors: { code: [wrongCode] } },
  };
  const handler = (request: RecordedRequest): StubReply | Promise<StubReply> => {
    const override = overrides(request, state);
    if (override) return override;
    const code = (request.data as { code?: string } | undefined)?.code;
    const anyCode = code === APP_CODE || code === EMAILED || RECOVERY.includes(code ?? '');
    switch (`${request.method} ${request.url}`) {
      case 'GET /api/v1/bo/totp/setting':
        return { status: 200, data: { data: setting() } };
      case 'POST /api/v1/bo/totp/setup':
        if (state.status !== 'off' && state.status !== 'pending') return conflict;
        state.status = 'pending';
        return {
          status: 200,
          data: {
            data: {
              otpauth_uri: `otpauth://totp/Goldline%20Partners:demo?secret=${SECRET}&issuer=Goldline%20Partners`,
              secret: SECRET,
              issuer: 'Goldline Partners',
              account: 'demo',
            },
          },
        };
      case 'POST /api/v1/bo/totp/confirm':
        if (state.status !== 'pending') return conflict;
        if (code !== APP_CODE) return refuse;
        state.status = 'enabled';
        state.codesLeft = 10;
        return { status: 200, data: { data: { status: 'enabled', recovery_codes: RECOVERY } } };
      case 'POST /api/v1/bo/totp/enable':
        if (state.status !== 'disabled') return conflict;
        if (code !== APP_CODE) return refuse;
        state.status = 'enabled';
        return { status: 200, data: { data: { status: 'enabled' } } };
      case 'POST /api/v1/bo/totp/disable':
        if (state.status !== 'enabled') return conflict;
        if (!anyCode) return refuse;
        state.status = 'disabled';
        return { status: 200, data: { data: { status: 'disabled' } } };
      case 'POST /api/v1/bo/totp/reset':
        if (state.status === 'off') return conflict;
        if (!anyCode) return refuse;
        state.status = 'off';
        state.codesLeft = 0;
        return { status: 200, data: { data: { status: 'off' } } };
      case 'POST /api/v1/bo/totp/recovery-codes':
        if (state.status !== 'enabled') return conflict;
        if (code !== APP_CODE && !RECOVERY.includes(code ?? '')) return refuse;
        state.codesLeft = 10;
        return { status: 200, data: { data: { recovery_codes: NEW_RECOVERY } } };
      case 'POST /api/v1/bo/2fa/requestcode':
        return {
          status: 200,
          data: { data: { message: 'We have emailed you a code.', expiresAt: '2026-11-23T12:10:00.000Z' } },
        };
      default:
        return { status: 404, data: { message: 'Not found' } };
    }
  };
  return { state, handler };
}

function renderScreen(initial: TwoFactorStatus, overrides?: Override) {
  const server = twoFactorServer(initial, overrides);
  const requests = stubFetch(server.handler);
  const view = renderRoutes(
    [page('/google-authenticator', <TwoFactorScreen />), page('/settings', <h1>Settings</h1>)],
    '/google-authenticator',
  );
  const posts = (path: string) =>
    requests.filter((r) => r.method === 'POST' && r.url === `/api/v1/bo/totp/${path}`);
  return { server, requests, posts, ...view };
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const storedSetting = () =>
  (
    JSON.parse(localStorage.getItem(storageKeys.twoFactorSetting) ?? 'null') as {
      state: { setting: TotpSetting | null };
    } | null
  )?.state.setting;

describe('two-factor screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
    useTwoFactorSetting.getState().clear();
  });

  it('off: explains it, sets up with a QR code and the key in groups of 4, confirms, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => (void blob, 'blob:codes'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { posts } = renderScreen('off');

    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is off' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sign-in asks for your password only/)).toBeInTheDocument();
    expect(storedSetting()).toMatchObject({ status: 'off' });
    await user.click(screen.getByRole('button', { name: 'Set up' }));

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: /QR code that adds demo at Goldline Partners/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    // The secret is in memory only: not in the local cache.
    expect(JSON.stringify({ ...localStorage })).not.toContain(SECRET);

    const field = screen.getByLabelText('Authentication code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(wrongCode)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(posts('confirm').map((r) => r.data)).toEqual([{ code: '111111' }, { code: APP_CODE }]);
    // Announced politely, as a status.
    expect(screen.getByText('Two-factor authentication is on.').closest('[role="status"]')).not.toBeNull();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(RECOVERY);

    await user.click(screen.getByRole('button', { name: 'Download as a text file' }));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^goldline-partners-recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readBlob(createObjectURL.mock.calls[0]![0]);
    for (const code of RECOVERY) expect(text).toContain(`${code}\r\n`);
    expect(text).toContain('Account: demo');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY.join('\n'));

    // Not before saying they are saved.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByText('Confirm that you have saved your recovery codes: they are not shown again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have saved my recovery codes somewhere safe'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is on' })).toHaveFocus();
    expect(screen.queryByText(RECOVERY[0]!)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(storedSetting()).toMatchObject({ status: 'enabled', enabled: true, recovery_codes_left: 10 }),
    );
    click.mockRestore();
  });

  it('asks before leaving the screen while the recovery codes are not saved', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('pending');
    await user.click(await screen.findByRole('button', { name: 'Continue setup' }));
    await user.type(await screen.findByLabelText('Authentication code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await screen.findByRole('heading', { name: 'Save your recovery codes' });

    void router.navigate('/settings');
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving your recovery codes?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay and save them' }));
    expect(router.state.location.pathname).toBe('/google-authenticator');
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();

    void router.navigate('/settings');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave anyway' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('pending: explains that setup is not finished and continues with a new setup call', async () => {
    const user = userEvent.setup();
    const { posts } = renderScreen('pending');
    expect(
      await screen.findByRole('heading', { name: 'Finish setting up your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the one shown before stops working/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue setup' }));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(posts('setup')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('heading', { name: 'Finish setting up your authenticator app' }),
    ).toHaveFocus();
  });

  it('enabled: shows when and how many recovery codes are left, and turns off with an emailed code', async () => {
    const user = userEvent.setup();
    const { requests, posts } = renderScreen('enabled');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is on' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Set up on 11/01/2026')).toBeInTheDocument();
    expect(screen.getByText('7 of 10 recovery codes left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByRole('region', { name: 'Turn off two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));

    const sent = await screen.findByRole('dialog', { name: 'Code sent' });
    expect(sent).toHaveTextContent('demo@example.com');
    expect(requests.find((r) => r.url === '/api/v1/bo/2fa/requestcode')?.data).toEqual({
      purpose: 'totp-disable',
    });
    await user.click(within(sent).getByRole('button', { name: 'Enter code' }));
    const emailed = screen.getByLabelText('Emailed code');
    await waitFor(() => expect(emailed).toHaveFocus());
    await user.type(emailed, EMAILED);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-factor authentication is turned off.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Two-factor authentication is turned off' }),
    ).toBeInTheDocument();
    expect(posts('disable').map((r) => r.data)).toEqual([{ code: EMAILED }]);
    expect(storedSetting()).toMatchObject({ status: 'disabled', enabled: false });
  });

  it('enabled: resets with a recovery code and stores status off locally at once', async () => {
    const user = userEvent.setup();
    // Once reset, the setting is not answered: what the screen and the cache show is the local "off".
    const { posts } = renderScreen('enabled', (request, state) =>
      request.url === '/api/v1/bo/totp/setting' && state.status === 'off'
        ? new Promise<StubReply>(() => undefined)
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(
      screen.getByText(/This removes your authenticator app and your recovery codes/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(recovery, RECOVERY[3]!);
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is off' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Two-factor authentication was reset. You can set it up again at any time.'),
    ).toBeInTheDocument();
    expect(posts('reset').map((r) => r.data)).toEqual([{ code: RECOVERY[3] }]);
    expect(useTwoFactorSetting.getState().setting).toMatchObject({
      status: 'off',
      enabled: false,
      recovery_codes_left: 0,
    });
    expect(storedSetting()).toMatchObject({ status: 'off', enabled: false });
    expect(screen.getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('enabled: new recovery codes with an app code', async () => {
    const user = userEvent.setup();
    renderScreen('enabled');
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    expect(screen.queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Create new codes' }));
    expect(
      await screen.findByText('New recovery codes created. The old ones no longer work.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_RECOVERY);
  });

  it('disabled: turns back on with an app code only; reset is offered too', async () => {
    const user = userEvent.setup();
    const { posts } = renderScreen('disabled');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is turned off' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Authentication code'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(posts('enable')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-factor authentication is on again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeInTheDocument();
  });

  it("shows a conflict (409) and too many codes (429) in the error dialog with the server's message", async () => {
    const user = userEvent.setup();
    let limited = false;
    renderScreen('enabled', (request) => {
      if (request.url !== '/api/v1/bo/totp/disable') return undefined;
      if (limited)
        return {
          status: 429,
          headers: { 'Retry-After': '900' },
          data: { message: 'Too many wrong codes. Try again in 15 minutes.', code: 42900 },
        };
      return { status: 409, data: { message: 'Two-factor authentication is already off.', code: 40900 } };
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Authentication code'), APP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const conflict = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(conflict).toHaveTextContent('Two-factor authentication is already off.');
    await user.click(within(conflict).getByRole('button', { name: 'Close' }));

    limited = true;
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'Too many wrong codes. Try again in 15 minutes.',
    );
  });

  it('shows the locally cached setting while the server is asked', async () => {
    useTwoFactorSetting.getState().setSetting({
      status: 'enabled',
      enabled: true,
      confirmed_at: '2026-10-01T10:00:00.000Z',
      recovery_codes_left: 2,
    });
    stubFetch(() => new Promise<StubReply>(() => undefined));
    renderRoutes([page('/google-authenticator', <TwoFactorScreen />)], '/google-authenticator');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is on' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only 2 recovery codes left. Create new ones so that a lost phone cannot lock you out.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the setting cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch((request) =>
      fail
        ? { status: 503, data: { message: 'The service is unavailable.' } }
        : twoFactorServer('off').handler(request),
    );
    renderRoutes([page('/google-authenticator', <TwoFactorScreen />)], '/google-authenticator');
    expect(
      await screen.findByText('We could not load your two-factor setting. The service is unavailable.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication is off' }),
    ).toBeInTheDocument();
  });
});
