import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { SignedInSession } from '@affiliate/contract';
import { stubFetch } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const sessionsPath = api.operatorConsole.operatorSessionList.path;
const here: SignedInSession = {
  id: '11111111-1111-4111-8111-111111111111',
  current: true,
  device: 'Chrome on Linux',
  ip: '203.0.113.•••',
  created_at: '2026-11-20T08:30:00.000Z',
  last_seen_at: new Date().toISOString(),
};
const laptop: SignedInSession = {
  ...here,
  id: '22222222-2222-4222-8222-222222222222',
  current: false,
  device: 'Firefox on macOS',
  ip: null,
};

describe('Your account: where the operator is signed in', () => {
  beforeEach(() => signInOperator());

  it('lists this browser and the others, and ends another one on request', async () => {
    let open = [here, laptop];
    const requests = stubFetch((request) => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount({ role: 'support' }) } };
      if (request.url === sessionsPath) return { status: 200, data: { data: open } };
      if (request.method === 'DELETE' && request.url === `${sessionsPath}/${laptop.id}`) {
        open = [here];
        return { status: 200, data: { data: { revoked: true, current: false } } };
      }
      return { status: 404, data: { message: 'Not found.' } };
    });
    renderConsole('/account');

    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This browser');
    expect(items[0]).toHaveTextContent('from 203.0.113.•••');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Firefox on macOS');

    await userEvent
      .setup()
      .click(within(items[1]!).getByRole('button', { name: /^End the session on Firefox on macOS/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Where you are signed in' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('tells the gateway’s refusal when a session could not be ended', async () => {
    stubFetch((request) => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount() } };
      if (request.url === sessionsPath) return { status: 200, data: { data: [here, laptop] } };
      return { status: 404, data: { message: 'There is no such open session of yours.', code: 404 } };
    });
    renderConsole('/account');
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    await userEvent.setup().click(within(list).getByRole('button', { name: /^End the session/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such open session of yours.');
  });
});
