import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostbackSettings } from '@affiliate/contract/endpoints/postbacks';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { IntegrationsScreen } from '../integrations-screen';
import { deliveryFixture, POSTBACKS, postbackFixture, TOKENS } from './integration-fixtures';

const SECRET = 'gpsec_NewlyMadeSecretValue0123456789abcdefghijk';
const ROTATED = 'gpsec_RotatedSecretValue0123456789abcdefghijklm';

interface Server {
  postbacks: PostbackSettings[];
  secret: { created_at: string; previous_valid_until: string | null } | null;
  save: (request: RecordedRequest) => StubReply;
}

function renderScreen(server: Server) {
  const requests = stubFetch((request) => {
    if (request.url === POSTBACKS && request.method === 'GET')
      return { status: 200, data: { data: { postbacks: server.postbacks, secret: server.secret } } };
    if (request.url.startsWith(`${POSTBACKS}/events/`) && request.method === 'PUT')
      return server.save(request);
    if (request.url.endsWith('/test'))
      return {
        status: 200,
        data: {
          data: deliveryFixture(99, { test: true, status: 200, latency_ms: 87, response: '{"ok":true}' }),
        },
      };
    if (request.url.startsWith(`${POSTBACKS}/events/`) && request.method === 'DELETE') {
      server.postbacks = server.postbacks.filter((p) => !request.url.endsWith(`/${p.event}`));
      return { status: 200, data: { data: { removed: true, event: 'registration' } } };
    }
    if (request.url === `${POSTBACKS}/secret`) {
      server.secret = {
        created_at: '2026-11-27T10:00:00.000Z',
        previous_valid_until: '2026-11-28T10:00:00.000Z',
      };
      return { status: 200, data: { data: { secret: ROTATED, state: server.secret } } };
    }
    if (request.url === `${POSTBACKS}/deliveries`)
      return { status: 200, data: { data: { deliveries: [], more: false } } };
    if (request.url === TOKENS) return { status: 200, data: { data: [] } };
    return { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes([page('/integrations', <IntegrationsScreen />)], '/integrations');
  return { requests, ...view };
}

const cardOf = (name: string) => screen.getByRole('form', { name: `${name} postback` });

describe('postbacks', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('shows one card per event with its state, and says when 20 failures in a row switched one off', async () => {
    renderScreen({
      postbacks: [
        postbackFixture({
          enabled: false,
          consecutive_failures: 20,
          disabled_at: '2026-11-25T08:30:00.000Z',
        }),
        postbackFixture({ event: 'qualified_cpa', consecutive_failures: 3 }),
      ],
      secret: { created_at: '2026-11-20T10:00:00.000Z', previous_valid_until: null },
      save: () => ({ status: 500 }),
    });
    await screen.findByRole('form', { name: 'Registration postback' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Signing secret',
        'Registration',
        'First deposit',
        'Qualified CPA',
        'Commission credited',
      ]),
    );
    expect(screen.getByText(/^Switched off after 20 failures in a row on /)).toBeInTheDocument();
    expect(screen.getByText('3 failures in a row (switched off at 20)')).toBeInTheDocument();
    expect(within(cardOf('Registration')).getByLabelText('Address template')).toHaveValue(
      'https://tracker.example/pb?cid={click_id}',
    );
    expect(
      within(cardOf('Registration')).getByRole('switch', { name: 'Send this postback' }),
    ).toHaveAttribute('aria-checked', 'false');
    // An event not set yet has nothing to test or remove.
    expect(within(cardOf('First deposit')).queryByRole('button', { name: 'Send test' })).toBeNull();
    expect(screen.getByText(/^Created /)).toBeInTheDocument();
  });

  it("inserts macros at the caret, puts the gateway's 422 on the address, then shows the first secret once and forgets it", async () => {
    const user = userEvent.setup();
    let reply: StubReply = {
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: { url: ['Macros may be used in the path and query, not in the host name.'] },
      },
    };
    const server: Server = { postbacks: [], secret: null, save: () => reply };
    const { requests, client } = renderScreen(server);
    const card = await screen.findByRole('form', { name: 'First deposit postback' });
    const input = within(card).getByLabelText<HTMLInputElement>('Address template');

    await user.type(input, 'https://t.example/pb?cid=&amt=');
    input.setSelectionRange('https://t.example/pb?cid='.length, 'https://t.example/pb?cid='.length);
    await user.click(within(card).getByText('Insert a macro'));
    await user.click(within(card).getByRole('button', { name: '{click_id}' }));
    await user.click(within(card).getByRole('button', { name: '{amount}' }));
    expect(input).toHaveValue('https://t.example/pb?cid={click_id}{amount}&amt=');
    await user.clear(input);
    await user.type(input, 'https://{{sub1}.t.example/pb');
    await user.click(within(card).getByRole('radio', { name: 'POST' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('Macros may be used in the path and query, not in the host name.'),
    ).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Macros may be used in the path and query, not in the host name.',
    );
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: `${POSTBACKS}/events/first_deposit`,
      data: { url: 'https://{sub1}.t.example/pb', method: 'POST', enabled: true },
    });

    reply = {
      status: 200,
      data: {
        data: {
          postback: postbackFixture({
            event: 'first_deposit',
            url: 'https://t.example/pb?cid={click_id}',
            method: 'POST',
          }),
          secret: SECRET,
        },
      },
    };
    server.postbacks = [
      postbackFixture({ event: 'first_deposit', url: 'https://t.example/pb?cid={click_id}', method: 'POST' }),
    ];
    server.secret = { created_at: '2026-11-27T10:00:00.000Z', previous_valid_until: null };
    await user.clear(input);
    await user.type(input, 'https://t.example/pb?cid={{click_id}');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByLabelText('Your signing secret')).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('It will not be shown again');
    expect(dialog).toHaveTextContent('How to verify a postback');
    await user.click(within(dialog).getByRole('button', { name: 'Copy signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // Neither the query cache nor the mutation cache holds it, and it is never in the address.
    const cached = JSON.stringify([
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.data),
    ]);
    expect(cached).not.toContain(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(window.location.href).not.toContain(SECRET);
    expect(await screen.findByText('First deposit postback saved.')).toBeInTheDocument();
  });

  it('sends a test and shows the answer in the card; removes after asking', async () => {
    const user = userEvent.setup();
    const { requests } = renderScreen({
      postbacks: [postbackFixture()],
      secret: { created_at: '2026-11-20T10:00:00.000Z', previous_valid_until: null },
      save: () => ({ status: 500 }),
    });
    const card = await screen.findByRole('form', { name: 'Registration postback' });
    await user.click(within(card).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivered: HTTP 200 in 87 ms')).toBeInTheDocument();
    expect(screen.getByText('{"ok":true}')).toBeInTheDocument();
    expect(
      requests.some((r) => r.method === 'POST' && r.url === `${POSTBACKS}/events/registration/test`),
    ).toBe(true);

    // An edit not saved yet cannot be tested.
    await user.type(within(card).getByLabelText('Address template'), '&x=1');
    expect(within(card).getByRole('button', { name: 'Send test' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Registration postback?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove postback' }));
    expect(await screen.findByText('Registration postback removed.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === `${POSTBACKS}/events/registration`)).toBe(
      true,
    );
    await waitFor(() =>
      expect(within(cardOf('Registration')).getByLabelText('Address template')).toHaveValue(''),
    );
  });

  it('rotates the secret after explaining the 24-hour overlap, shows the new one once and when the old one stops', async () => {
    const user = userEvent.setup();
    renderScreen({
      postbacks: [postbackFixture()],
      secret: { created_at: '2026-11-20T10:00:00.000Z', previous_valid_until: null },
      save: () => ({ status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent('For the next 24 hours every postback carries two signatures');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText('Your signing secret')).toHaveValue(ROTATED);
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(
      await screen.findByText(/^Your previous secret still signs beside the new one until /),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(ROTATED);
  });
});
