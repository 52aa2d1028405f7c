import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateTicket } from '@affiliate/contract/endpoints/contact';
import { queryOf, stubFetch } from '@/testing/fetch-stub';
import { signedInUser, startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ContactTickets } from '../contact-tickets';

const tickets: AffiliateTicket[] = [
  {
    id: 12,
    subject: 'Banner sizes',
    category: 'marketing',
    created_at: '2026-11-20T09:00:00.000Z',
    answered_at: null,
    messages: [{ from: 'affiliate', body: 'Is there a 320x50 banner?', at: '2026-11-20T09:00:00.000Z' }],
  },
  {
    id: 7,
    subject: 'October payout',
    category: 'payments',
    created_at: '2026-11-02T08:00:00.000Z',
    answered_at: '2026-11-03T10:00:00.000Z',
    messages: [
      { from: 'affiliate', body: 'My October payout has not arrived yet.', at: '2026-11-02T08:00:00.000Z' },
      { from: 'support', body: 'It left on 2 November.', at: '2026-11-02T15:00:00.000Z' },
      { from: 'support', body: 'Reference NT-1.', at: '2026-11-03T10:00:00.000Z' },
    ],
  },
];

function renderTickets(path = '/contact') {
  const requests = stubFetch(() => ({ status: 200, data: { data: tickets } }));
  renderRoutes([page('/contact', <ContactTickets />)], path);
  return requests;
}

describe('Your tickets', () => {
  beforeEach(startSignedInSession);

  it('lists the affiliate’s own tickets, each opening to its conversation oldest first', async () => {
    const user = userEvent.setup();
    const requests = renderTickets();
    const list = await screen.findByRole('group', { name: 'Ticket #7: October payout' });
    expect(requests[0]!.url).toBe(`/api/v1/affiliate/${signedInUser.id}/tickets`);
    expect(queryOf(requests[0]!)).toEqual({ limit: '20' });
    expect(screen.getByRole('group', { name: 'Ticket #12: Banner sizes' })).toHaveTextContent(
      'Waiting for an answer',
    );
    expect(list).toHaveTextContent('2 answers');
    expect(list).not.toHaveAttribute('open');
    await user.click(within(list).getByText('October payout'));
    expect(list).toHaveAttribute('open');
    const messages = within(list).getByRole('list', { name: 'Conversation of ticket #7' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^You · .*My October payout has not arrived yet\.$/),
      expect.stringMatching(/^Support · .*It left on 2 November\.$/),
      expect.stringMatching(/^Support · .*Reference NT-1\.$/),
    ]);
  });

  it('opens the ticket a notification leads to', async () => {
    renderTickets('/contact?ticket=7');
    const ticket = await screen.findByRole('group', { name: 'Ticket #7: October payout' });
    expect(ticket).toHaveAttribute('open');
    expect(ticket.querySelector('summary')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Ticket #12: Banner sizes' })).not.toHaveAttribute('open');
  });
});
