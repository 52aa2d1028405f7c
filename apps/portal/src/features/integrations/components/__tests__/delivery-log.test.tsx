import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { DeliveryLog } from '../delivery-log';
import { DELIVERIES, deliveryFixture } from './integration-fixtures';

/** 60 deliveries, ids 60 down to 1, every 7th a test; pages of 50 as the gateway answers them. */
const all = Array.from({ length: 60 }, (_, i) => {
  const id = 60 - i;
  return deliveryFixture(id, {
    event: id % 2 === 0 ? 'registration' : 'first_deposit',
    test: id % 7 === 0,
    ...(id === 60 && {
      state: 'pending',
      status: 503,
      attempts: 2,
      next_attempt_at: '2026-11-20T10:02:00.000Z',
      response: 'busy',
    }),
  });
});

function renderLog() {
  const requests = stubFetch((request) => {
    if (request.url !== DELIVERIES) return { status: 404, data: { message: 'Not found' } };
    const q = queryOf(request);
    const matching = all.filter(
      (d) => (!q.event || d.event === q.event) && (!q.before || d.id < Number(q.before)),
    );
    return { status: 200, data: { data: { deliveries: matching.slice(0, 50), more: matching.length > 50 } } };
  });
  renderRoutes([page('/integrations', <DeliveryLog />)], '/integrations');
  return requests;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('delivery log', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('lists deliveries newest first with their outcome, attempts, next attempt and answer; tests are marked', async () => {
    renderLog();
    await screen.findByRole('table', { name: 'Postback deliveries, newest first' });
    expect(rows()).toHaveLength(50);
    const first = rows()[0]!;
    expect(first).toHaveTextContent('Registration');
    expect(first).toHaveTextContent('Retrying · HTTP 503');
    expect(first).toHaveTextContent('busy');
    expect(within(first).getAllByRole('cell')[3]).toHaveTextContent(/^2next /);
    expect(rows()[4]).toHaveTextContent('Test'); // id 56
    expect(rows()[1]).not.toHaveTextContent('Test');
    expect(rows()[1]).toHaveTextContent('42 ms');
    expect(screen.getByRole('region', { name: 'Deliveries' })).toHaveAttribute('tabindex', '0');
    // On a phone the same entries are cards (the table is hidden there by CSS).
    const cards = within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem');
    expect(cards).toHaveLength(50);
    expect(cards[0]).toHaveTextContent('Retrying · HTTP 503');
    expect(cards[0]).toHaveTextContent('2 attempts · next');
  });

  it('loads older entries before the last one shown, and filters by event', async () => {
    const user = userEvent.setup();
    const requests = renderLog();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
    expect(queryOf(requests.at(-1)!)).toEqual({ before: '11' });
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Event'), 'first_deposit');
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(queryOf(requests.at(-1)!)).toEqual({ event: 'first_deposit' });
    expect(rows().every((row) => row.textContent?.includes('First deposit'))).toBe(true);
  });

  it('says when nothing was sent yet', async () => {
    stubFetch(() => ({ status: 200, data: { data: { deliveries: [], more: false } } }));
    renderRoutes([page('/integrations', <DeliveryLog />)], '/integrations');
    expect(await screen.findByText(/^Nothing sent yet/)).toBeInTheDocument();
  });
});
