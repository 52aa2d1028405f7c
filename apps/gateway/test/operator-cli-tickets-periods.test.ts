import { describe, expect, it } from 'vitest';
import { refusal, runCli } from './operator-cli-helpers.ts';

// Tickets, month closing and commission plans: what each command sends and what the operator reads back.

const ticket = {
  id: 7,
  status: 'open',
  created_at: '2026-11-02T09:00:00.000Z',
  username: 'demo',
  member_id: 1,
  category: 'payments',
  subject: 'May payout',
  message: 'Where is it?\nThanks.',
  answer: null,
  answered_at: null,
};

describe('tickets', () => {
  it('lists open tickets by default, the message indented', async () => {
    const run = await runCli(['tickets', 'list'], { data: [ticket] });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/tickets?status=open&limit=20' }]);
    expect(run.out).toBe(
      '#7  OPEN  2026-11-02T09:00:00.000Z  demo (member 1)\n  Payments and withdrawals: May payout\n  Where is it?\n  Thanks.',
    );
    expect((await runCli(['tickets', 'list', '--status', 'closed'], { data: [] })).out).toBe(
      'No closed tickets.',
    );
    const all = await runCli(['tickets', 'list', '--status', 'all', '--limit', '200'], { data: [] });
    expect(all.sent[0]!.url).toBe('/api/v1/operator/tickets?status=all&limit=200');
    expect(all.out).toBe('No tickets.');
  });

  it('answers a ticket and closes it, unless --keep-open', async () => {
    const answered = {
      ...ticket,
      status: 'closed',
      answer: 'It left on 2 June.',
      answered_at: '2026-11-02T10:00:00.000Z',
    };
    const run = await runCli(['tickets', 'answer', '7', '--text', 'It left on 2 June.'], { data: answered });
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/tickets/7/answer',
        body: { answer: 'It left on 2 June.', close: true },
      },
    ]);
    expect(run.out).toBe('Answered ticket #7 (closed); demo gets a notification and an email.');
    const open = await runCli(['tickets', 'answer', '7', '--text', 'Looking into it.', '--keep-open'], {
      data: { ...answered, status: 'open' },
    });
    expect(open.sent[0]!.body).toEqual({ answer: 'Looking into it.', close: false });
  });

  it('refuses a bad status, id, empty answer or another action', async () => {
    expect(await refusal(['tickets', 'list', '--status', 'pending'])).toBe(
      '--status must be open, closed or all.',
    );
    expect(await refusal(['tickets', 'answer', 'x', '--text', 'hi'])).toBe(
      'Usage: npm run operator -- tickets answer ID --text "..." [--keep-open]',
    );
    expect(await refusal(['tickets', 'answer', '7'])).toMatch(/^The answer is not valid:\n {2}answer: /);
    expect(await refusal(['tickets', 'reply', '7'])).toBe(
      'Usage: npm run operator -- tickets list [--status open|closed|all] | answer ID --text "..." | close ID | reopen ID',
    );
    expect(await refusal(['tickets', 'close', 'x'])).toBe('Usage: npm run operator -- tickets close ID');
  });

  it('closes a ticket without answering, and reopens one', async () => {
    const closed = await runCli(['tickets', 'close', '7'], {
      data: { ...ticket, status: 'closed', email: 'demo@example.com', thread: [] },
    });
    expect(closed.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/tickets/7/close' }]);
    expect(closed.out).toBe('Ticket #7 is closed; the affiliate is not told.');
    const reopened = await runCli(['tickets', 'reopen', '7'], {
      data: { ...ticket, email: 'demo@example.com', thread: [] },
    });
    expect(reopened.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/tickets/7/reopen' }]);
    expect(reopened.out).toBe('Ticket #7 is open again; the affiliate is not told.');
  });
});

describe('periods close', () => {
  it('closes a month and says what was credited, or that it was closed before', async () => {
    const closed = {
      period: '2026-10',
      closed_now: true,
      affiliates: 3,
      total_commission: '120.50',
      late_adjustments: 1,
      closed_at: '2026-11-02T10:00:00.000Z',
    };
    const run = await runCli(['periods', 'close', '2026-10'], { data: closed });
    expect(run.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/periods/2026-10/close' }]);
    expect(run.out).toBe(
      'Closed 2026-10: 3 affiliate(s), 120.50 credited in total, 1 late-activity line(s).',
    );
    // What parents were credited on their sub-affiliates, each currency apart.
    const total = (currency: string, sub: string) => ({ currency, sub_affiliate_earnings: sub });
    const withSubs = await runCli(['periods', 'close', '2026-10'], {
      data: { ...closed, totals: [total('EUR', '15.00'), total('GBP', '0.00'), total('USD', '55.00')] },
    });
    expect(withSubs.out).toBe(
      'Closed 2026-10: 3 affiliate(s), 120.50 credited in total, 1 late-activity line(s). Parents were credited 15.00 EUR and 55.00 USD on their sub-affiliates.',
    );
    const again = await runCli(['periods', 'close', '2026-10'], { data: { ...closed, closed_now: false } });
    expect(again.out).toBe(
      '2026-10 was already closed (2026-11-02T10:00:00.000Z): nothing was credited again.',
    );
  });

  it('needs close and a YYYY-MM month', async () => {
    for (const argv of [
      ['periods', 'close', '2026-13'],
      ['periods', 'close'],
      ['periods', 'open', '2026-10'],
    ]) {
      expect(await refusal(argv)).toBe('Usage: npm run operator -- periods close YYYY-MM');
    }
  });
});

describe('commission-plan', () => {
  it('sends the plan (CPA 0 and carry-over unless said)', async () => {
    const run = await runCli(['commission-plan', '12', '--revenue-share', '0.35', '--admin-fee', '0.10'], {
      data: { effective_from: '2026-12-01' },
    });
    expect(run.sent[0]).toMatchObject({ method: 'PUT', url: '/api/v1/operator/commission-plans/12' });
    expect(run.sent[0]!.body).toMatchObject({
      revenue_share: '0.35',
      admin_fee_rate: '0.10',
      negative_carry_over: true,
    });
    expect(run.out).toBe(
      'The new plan of affiliate 12 applies from 2026-12-01; the running period keeps its plan.',
    );
    const cpa = await runCli(
      [
        'commission-plan',
        '12',
        '--revenue-share',
        '0.35',
        '--admin-fee',
        '0.10',
        '--cpa',
        '25',
        '--cpa-min-deposit',
        '20',
        '--no-carry-over',
      ],
      { data: { effective_from: '2026-12-01' } },
    );
    expect(cpa.sent[0]!.body).toMatchObject({ negative_carry_over: false });
    expect(cpa.sent[0]!.body).not.toEqual(run.sent[0]!.body);
  });

  it('refuses a bad member id or plan', async () => {
    expect(await refusal(['commission-plan', 'alice', '--revenue-share', '0.3'])).toBe(
      'Usage: npm run operator -- commission-plan MEMBER_ID --revenue-share 0.30 --admin-fee 0.10 ...',
    );
    expect(await refusal(['commission-plan', '12', '--revenue-share', '3', '--admin-fee', '0.1'])).toMatch(
      /^The plan is not valid:\n {2}revenue_share: /,
    );
  });
});
