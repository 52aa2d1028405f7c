import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { OutboxMessage } from '@affiliate/contract';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const outboxPath = api.operator.outbox.path;
const code: OutboxMessage = {
  id: 3,
  to: 'nora@partners.example',
  subject: 'Your Goldline Partners verification code',
  text: 'Your code to reset your password: 123456',
  createdAt: '2026-11-27T10:00:00.000Z',
  delivery: { state: 'failed', at: null, attempts: 8, lastError: 'connect ECONNREFUSED 127.0.0.1:25' },
};
const answer: OutboxMessage = {
  ...code,
  id: 2,
  subject: 'Re: payout question',
  text: 'Hello Nora',
  delivery: { state: 'sent', at: '2026-11-27T09:00:05.000Z', attempts: 0, lastError: null },
};

describe('the Mail screen', () => {
  beforeEach(() => signInOperator());

  it('lists the latest mail with where each stands, opens a mail in place, and finds the mail to one address', async () => {
    const requests = stubFetch((request): StubReply => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount() } };
      if (request.url === outboxPath)
        return {
          status: 200,
          data: { data: new URL(request.fullUrl).searchParams.get('to') ? [code] : [code, answer] },
        };
      return { status: 404, data: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    renderConsole('/mail');

    const table = await screen.findByRole('table', { name: 'Latest mail' });
    const failed = within(table).getByRole('row', { name: /verification code/ });
    expect(failed).toHaveTextContent('Not delivered');
    expect(failed).toHaveTextContent('Every try failed (8 attempts): the gateway gave up.');
    expect(failed).toHaveTextContent('Last error: connect ECONNREFUSED 127.0.0.1:25');
    expect(within(table).getByRole('row', { name: /payout question/ })).toHaveTextContent('Sent');
    await user.click(within(failed).getByText('Read the mail'));
    expect(within(failed).getByText('Your code to reset your password: 123456')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Sent to' }), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Sent to' }));
    await user.type(screen.getByRole('searchbox', { name: 'Sent to' }), 'Nora@Partners.example');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('table', { name: 'Mail to Nora@Partners.example' })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URL(requests.at(-1)!.fullUrl).searchParams.get('to')).toBe('Nora@Partners.example'),
    );
    expect(new URL(requests.at(-1)!.fullUrl).searchParams.get('limit')).toBe('50');
  });

  it('says when no mail was sent to an address', async () => {
    stubFetch((request): StubReply => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount() } };
      if (request.url === outboxPath) return { status: 200, data: { data: [] } };
      return { status: 404, data: { message: 'Not found.' } };
    });
    renderConsole('/mail?to=nobody@partners.example');
    expect(await screen.findByText('No mail was sent to nobody@partners.example.')).toBeInTheDocument();
  });

  it('is for admins: another role is told the section is not theirs, and no mail is asked for', async () => {
    const requests = stubFetch((request): StubReply => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount({ role: 'support' }) } };
      return { status: 403, data: { message: 'Your role does not allow this action.' } };
    });
    renderConsole('/mail');
    expect(
      await screen.findByText(
        'Your role (Support) does not include Mail. Ask an admin of the console if you need it.',
      ),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === outboxPath)).toBe(false);
  });
});
