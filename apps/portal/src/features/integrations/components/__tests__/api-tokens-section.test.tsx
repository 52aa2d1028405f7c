import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PersonalToken } from '@affiliate/contract/endpoints/api-tokens';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ApiTokensSection } from '../api-tokens-section';
import { TOKENS, tokenFixture } from './integration-fixtures';

const SECRET = 'gpat_TheOneTimeSecretOfTheNewToken0123456789ab';

function renderTokens(initial: PersonalToken[], create: (request: RecordedRequest) => StubReply) {
  let tokens = initial;
  const requests = stubFetch((request) => {
    if (request.url === TOKENS && request.method === 'GET') return { status: 200, data: { data: tokens } };
    if (request.url === TOKENS && request.method === 'POST') {
      const answer = create(request);
      if (answer.status === 201)
        tokens = [(answer.data as { data: { token: PersonalToken } }).data.token, ...tokens];
      return answer;
    }
    if (request.url.startsWith(`${TOKENS}/`) && request.method === 'DELETE') {
      tokens = tokens.filter((t) => !request.url.endsWith(t.id));
      return { status: 200, data: { data: { revoked: true } } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes([page('/integrations', <ApiTokensSection />)], '/integrations');
  return { requests, ...view };
}

describe('API tokens', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('lists tokens with prefix, scopes, expiry (marked when past) and last use; shows the id and a curl example', async () => {
    renderTokens(
      [
        tokenFixture('StatsDrone', {
          scopes: ['reports:read', 'players:read'],
          last_used_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        }),
        tokenFixture('Old sheet', { expires_at: '2026-01-01T00:00:00.000Z' }),
      ],
      () => ({ status: 500 }),
    );
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [drone, sheet] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(drone).toHaveTextContent('StatsDrone');
    expect(drone).toHaveTextContent('gpat_AbCd…');
    expect(within(drone!).getByRole('list', { name: 'Scopes' })).toHaveTextContent('ReportsPlayers');
    expect(drone).toHaveTextContent('5 minutes ago');
    expect(drone).not.toHaveTextContent('Expired');
    expect(sheet).toHaveTextContent('Expired');
    expect(sheet).toHaveTextContent('Last usednever');

    expect(screen.getByText('Your affiliate id').nextSibling).toHaveTextContent('7');
    const example = screen.getByLabelText('Example request with curl').textContent!;
    expect(example).toMatch(
      /^curl -H "Authorization: Bearer \$GOLDLINE_TOKEN" "http:\/\/gateway\.test\/api\/v1\/affiliate\/7\/reports\?group=sub1&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d"$/,
    );
    expect(screen.getByRole('link', { name: /API reference/ })).toHaveAttribute(
      'href',
      'http://gateway.test/docs',
    );
  });

  it("creates a token: the contract's rules, the server's 422 on its field, then the secret once; it is never cached", async () => {
    const user = userEvent.setup();
    let reply = (_request: RecordedRequest): StubReply => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { name: ['That name is taken.'] } },
    });
    const { requests, client } = renderTokens([], (request) => reply(request));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });

    await user.click(within(dialog).getByRole('checkbox', { name: /^Reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(
      await within(dialog).findByText('Name the token after the tool that will use it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'StatsDrone');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Players/ }));
    await user.click(within(dialog).getByRole('radio', { name: '1 year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('That name is taken.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      name: 'StatsDrone',
      expires_in_days: 365,
      scopes: ['players:read'],
    });

    reply = (request) => ({
      status: 201,
      data: {
        data: {
          token: tokenFixture((request.data as { name: string }).name, { scopes: ['players:read'] }),
          secret: SECRET,
        },
      },
    });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Reporting sheet');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect(within(shown).getByLabelText('Your token')).toHaveValue(SECRET);
    expect(shown).toHaveTextContent('It will not be shown again');
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
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(await screen.findByRole('heading', { name: 'Reporting sheet' })).toBeInTheDocument();
  });

  it('revokes a token after asking', async () => {
    const user = userEvent.setup();
    const token = tokenFixture('StatsDrone');
    const { requests } = renderTokens([token], () => ({ status: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Revoke StatsDrone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveTextContent('StatsDrone (gpat_AbCd…) stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(`${TOKENS}/${token.id}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create token' })).toHaveFocus());
  });
});
