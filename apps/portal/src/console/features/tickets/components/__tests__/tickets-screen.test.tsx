import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import type { ContactTicket, TicketWithThread } from '@affiliate/contract/endpoints/contact';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const listPath = api.operator.operatorTickets.path;
const ticketPath = (id: number) => fillPath(api.operator.operatorTicket.path, { ticketId: id });
const actionPath = (id: number, action: 'answer' | 'close' | 'reopen') => `${ticketPath(id)}/${action}`;

function ticket(overrides: Partial<ContactTicket> = {}): ContactTicket {
  return {
    id: 12,
    member_id: 7,
    username: 'demo',
    subject: 'Banner not loading',
    category: 'technical',
    message: 'The 300x250 banner shows nothing.\nCould you check?',
    status: 'open',
    created_at: '2026-11-26T09:30:00.000Z',
    answered_at: null,
    answer: null,
    ...overrides,
  };
}

function withThread(base: ContactTicket, thread: TicketWithThread['thread'] = []): TicketWithThread {
  return {
    ...base,
    email: 'demo@example.com',
    thread: [{ kind: 'message', body: base.message, by: base.username, at: base.created_at }, ...thread],
  };
}

/** The gateway: the signed-in operator (support unless told), the list, one ticket and its actions. */
function gateway(
  routes: {
    list?: (r: RecordedRequest) => StubReply;
    one?: (r: RecordedRequest) => StubReply;
    act?: (r: RecordedRequest) => StubReply;
  },
  role: 'support' | 'marketing' = 'support',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role, email: 'sam@brand.example' }) } };
    if (request.url === listPath) return routes.list?.(request) ?? { status: 200, data: { data: [] } };
    if (request.method === 'GET') return routes.one?.(request) ?? { status: 500 };
    return routes.act?.(request) ?? { status: 500 };
  });
}
const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === listPath);

describe('the Tickets screen', () => {
  beforeEach(() => signInOperator());

  it('lists the open tickets newest first, each with its affiliate, category, time, state and whether it was answered', async () => {
    const requests = gateway({
      list: () => ({
        status: 200,
        data: {
          data: [
            ticket(),
            ticket({
              id: 11,
              subject: 'Payout date',
              category: 'payments',
              answered_at: '2026-11-26T10:00:00.000Z',
              answer: 'On the 2nd.',
            }),
          ],
        },
      }),
    });
    renderConsole('/tickets');
    const list = await screen.findByRole('list', { name: 'Tickets' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('#12 Banner not loading');
    expect(items[0]).toHaveTextContent('demo · Technical problem · 11/26/2026');
    expect(items[0]).toHaveTextContent('OpenNot answered yet');
    expect(items[1]).toHaveTextContent('Answered');
    expect(screen.getByRole('status')).toHaveTextContent('2 tickets, newest first');
    expect(queryOf(listCalls(requests)[0]!)).toEqual({ status: 'open', limit: '100' });
  });

  it('keeps the status in the URL and asks the gateway for it', async () => {
    const requests = gateway({
      list: () => ({ status: 200, data: { data: [ticket({ status: 'closed' })] } }),
    });
    const { router } = renderConsole('/tickets?status=closed');
    await screen.findByRole('list', { name: 'Tickets' });
    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    expect(queryOf(listCalls(requests)[0]!).status).toBe('closed');
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'all');
    expect(router.state.location.search).toBe('?status=all');
    await waitFor(() => expect(queryOf(listCalls(requests).at(-1)!).status).toBe('all'));
  });

  it('opens a ticket with its whole thread, and goes back to the list it came from', async () => {
    const answered = ticket({ status: 'closed', answered_at: '2026-11-26T11:00:00.000Z', answer: 'Fixed.' });
    gateway({
      list: () => ({ status: 200, data: { data: [answered] } }),
      one: () => ({
        status: 200,
        data: {
          data: withThread(answered, [
            { kind: 'answer', body: 'Which size?', by: 'sam@brand.example', at: '2026-11-26T10:00:00.000Z' },
            { kind: 'answer', body: 'Fixed.', by: 'ada@brand.example', at: '2026-11-26T11:00:00.000Z' },
            { kind: 'closed', body: null, by: 'ada@brand.example', at: '2026-11-26T11:00:00.000Z' },
          ]),
        },
      }),
    });
    const { router } = renderConsole('/tickets?status=all');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '#12 Banner not loading' }));
    expect(router.state.location.search).toBe('?status=all&ticket=12');
    const thread = await screen.findByRole('list', { name: 'Thread' });
    const steps = within(thread).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[0]!).getByRole('article', { name: 'Message from demo' })).toHaveTextContent(
      'The 300x250 banner shows nothing. Could you check?',
    );
    expect(
      within(steps[1]!).getByRole('article', { name: 'Answer from sam@brand.example' }),
    ).toHaveTextContent('Which size?');
    expect(steps[3]).toHaveTextContent('Closed by ada@brand.example');
    expect(screen.getByText('This ticket is closed. Reopen it to answer again.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Answer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to the tickets' }));
    expect(router.state.location.search).toBe('?status=all');
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('answers with a text, closing the ticket unless told otherwise, and reloads it', async () => {
    let current = withThread(ticket());
    const requests = gateway({
      one: () => ({ status: 200, data: { data: current } }),
      act: (request) => {
        const body = request.data as { answer: string; close: boolean };
        current = withThread(
          ticket({
            status: body.close ? 'closed' : 'open',
            answer: body.answer,
            answered_at: '2026-11-27T09:00:00.000Z',
          }),
          [{ kind: 'answer', body: body.answer, by: 'sam@brand.example', at: '2026-11-27T09:00:00.000Z' }],
        );
        return { status: 200, data: { data: current } };
      },
    });
    renderConsole('/tickets?ticket=12');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Answer' });
    const field = within(form).getByLabelText('Your answer to demo');
    expect(field).toHaveAttribute('maxlength', '5000');
    expect(form).toHaveTextContent('Sent as a notification and by email to demo@example.com.');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(within(form).getByText('Write an answer.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(field, 'Which size do you use?');
    await user.click(within(form).getByLabelText('Close the ticket with this answer'));
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer was sent to demo.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: actionPath(12, 'answer'),
      data: { answer: 'Which size do you use?', close: false },
    });
    expect(await screen.findByRole('article', { name: 'Answer from sam@brand.example' })).toHaveTextContent(
      'Which size do you use?',
    );
    expect(screen.getByRole('form', { name: 'Answer' })).toBeInTheDocument();
  });

  it('closes and reopens a ticket, and tells when someone else did it first', async () => {
    let status: 'open' | 'closed' = 'open';
    const requests = gateway({
      one: () => ({ status: 200, data: { data: withThread(ticket({ status })) } }),
      act: (request) => {
        if (request.url === actionPath(12, 'close')) {
          status = 'closed';
          return { status: 200, data: { data: withThread(ticket({ status })) } };
        }
        return { status: 409, data: { message: 'This ticket is already open.', code: 40900 } };
      },
    });
    renderConsole('/tickets?ticket=12');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('The ticket is closed.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reopen ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is already open.');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      actionPath(12, 'close'),
      actionPath(12, 'reopen'),
    ]);
  });

  it('says when there is nothing to do, and when a list or a ticket could not be loaded', async () => {
    const lists: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      { status: 200, data: { data: [] } },
    ];
    gateway({ list: () => lists.shift()! });
    renderConsole('/tickets');
    expect(
      await screen.findByText(/We could not load the tickets\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open tickets')).toBeInTheDocument();
  });

  it('says when a ticket does not exist', async () => {
    gateway({ one: () => ({ status: 404, data: { message: 'There is no such ticket.', code: 40400 } }) });
    renderConsole('/tickets?ticket=999');
    expect(
      await screen.findByText(/We could not load this ticket\. There is no such ticket\./),
    ).toBeInTheDocument();
  });

  it('is not offered to marketing, who is told the screen is not theirs without loading it', async () => {
    const requests = gateway({}, 'marketing');
    renderConsole('/tickets');
    expect(await screen.findByText(/Your role \(Marketing\) does not include Tickets\./)).toBeInTheDocument();
    expect(listCalls(requests)).toHaveLength(0);
  });
});
