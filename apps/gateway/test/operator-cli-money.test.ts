import { describe, expect, it } from 'vitest';
import { refusal, runCli } from './operator-cli-helpers.ts';

// Rates, payout options, identity reviews, withdrawals and adjustments: what each command sends and what the operator reads.

const rate = {
  asset: 'BITCOIN',
  rate: '85000.50000000',
  source: 'operator',
  observed_at: '2026-11-02T10:00:00.000Z',
  stale: false,
  max_age_seconds: 21600,
};

describe('rates', () => {
  it('lists the rates, saying which are missing or out of date', async () => {
    const run = await runCli(['rates', 'list'], {
      data: [rate, { ...rate, asset: 'USDC', stale: true }, { ...rate, asset: 'USDTTRC20', rate: null }],
    });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/rates' }]);
    expect(run.out.split('\n')).toEqual([
      'BITCOIN    85000.50000000 EUR  (operator, 2026-11-02T10:00:00.000Z)',
      'USDC       85000.50000000 EUR  (operator, 2026-11-02T10:00:00.000Z)  OUT OF DATE (older than 6 h): withdrawals in it are paused',
      'USDTTRC20  no rate yet: crypto withdrawals in it are paused',
    ]);
  });

  it('records a rate for an asset named in any case', async () => {
    const run = await runCli(['rates', 'set', 'bitcoin', '85000.50', '--source', 'kraken'], {
      data: { ...rate, source: 'kraken' },
    });
    expect(run.sent).toEqual([
      { method: 'PUT', url: '/api/v1/operator/rates/BITCOIN', body: { rate: '85000.50', source: 'kraken' } },
    ]);
    expect(run.out).toBe('Recorded: BITCOIN    85000.50000000 EUR  (kraken, 2026-11-02T10:00:00.000Z)');
  });

  it('refuses an unknown asset, a bad rate or another action', async () => {
    expect(await refusal(['rates', 'set', 'DOGE', '1'])).toBe(
      'Usage: npm run operator -- rates set BITCOIN|USDTTRC20|USDTERC20|USDC RATE [--source S]',
    );
    expect(await refusal(['rates', 'set', 'BITCOIN', 'lots'])).toMatch(/^Not valid:\n {2}rate: /);
    expect(await refusal(['rates'])).toBe('Usage: npm run operator -- rates list | set ...');
  });
});

describe('payment-options', () => {
  const option = {
    type: 'BITCOIN',
    enabled: true,
    min_amount: '50.00',
    max_amount: '10000.00',
    currency: 'EUR',
    network_fee: '0.00005000',
    unit: 'BTC',
  };

  it('lists the options and changes one', async () => {
    const list = await runCli(['payment-options', 'list'], { data: [option] });
    expect(list.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/payment-options' }]);
    expect(list.out).toBe('BITCOIN    enabled   50.00–10000.00 EUR  network fee 0.00005000 BTC');
    const set = await runCli(
      ['payment-options', 'set', 'bitcoin', '--enabled', 'false', '--network-fee', '0.00005'],
      { data: { ...option, enabled: false } },
    );
    expect(set.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/operator/payment-options/BITCOIN',
      body: { enabled: false },
    });
    expect(set.sent[0]!.body).toHaveProperty('network_fee');
    expect(set.out).toBe('Changed: BITCOIN    disabled  50.00–10000.00 EUR  network fee 0.00005000 BTC');
  });

  it('refuses an unknown type, a bad switch or nothing to change', async () => {
    expect(await refusal(['payment-options', 'set', 'PAYPAL', '--min', '1'])).toMatch(
      /^Usage: npm run operator -- payment-options set BITCOIN\|NETELLER\|SKRILL/,
    );
    expect(await refusal(['payment-options', 'set', 'SKRILL', '--enabled', 'yes'])).toBe(
      '--enabled must be true or false.',
    );
    expect(await refusal(['payment-options', 'set', 'SKRILL'])).toBe(
      'Nothing to change: give --min, --max, --enabled or --network-fee.',
    );
  });
});

describe('kyc', () => {
  it('lists the identities waiting for a review', async () => {
    const review = {
      member_id: 12,
      username: 'alice',
      attempts: 2,
      waiting_since: '2026-11-01T08:00:00.000Z',
      latest_attempt: { details: { callback: { verificationStatus: 'DENIED_FRAUD' } } },
    };
    const run = await runCli(['kyc', 'reviews'], {
      data: [review, { ...review, member_id: 13, username: 'bob', latest_attempt: null }],
    });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/kyc/reviews?per_page=100' }]);
    expect(run.out).toBe(
      '#12  alice  waiting since 2026-11-01T08:00:00.000Z  (2 attempt(s); provider said DENIED_FRAUD)\n#13  bob  waiting since 2026-11-01T08:00:00.000Z  (2 attempt(s); provider said nothing)',
    );
    expect((await runCli(['kyc', 'reviews'], { data: [] })).out).toBe(
      'No identity is waiting for a manual review.',
    );
  });

  it('approves, or refuses with the reason the affiliate reads', async () => {
    const approve = await runCli(['kyc', 'approve', '12'], {
      data: { verified: true, requires_manual: false },
    });
    expect(approve.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/kyc/12/approve' }]);
    expect(approve.out).toBe('Affiliate 12 is verified; they get a notification and an email.');
    const refuse = await runCli(['kyc', 'refuse', '12', '--reason', '  The photo is blurred. '], {
      data: { verified: false, requires_manual: false },
    });
    expect(refuse.sent).toEqual([
      { method: 'POST', url: '/api/v1/operator/kyc/12/refuse', body: { reason: 'The photo is blurred.' } },
    ]);
    expect(refuse.out).toBe(
      "Refused affiliate 12's identity; they get the reason by notification and email.",
    );
  });

  it('refuses a bad id, a short reason or another action', async () => {
    expect(await refusal(['kyc', 'approve', '0'])).toBe('Usage: npm run operator -- kyc approve ID');
    expect(await refusal(['kyc', 'refuse', 'x'])).toBe(
      'Usage: npm run operator -- kyc refuse ID --reason "..."',
    );
    expect(await refusal(['kyc', 'refuse', '12', '--reason', 'no'])).toBe(
      'kyc refuse needs --reason "..." (at least 3 characters): the affiliate reads it.',
    );
    expect(await refusal(['kyc', 'list'])).toBe(
      'Usage: npm run operator -- kyc reviews | approve ID | refuse ID --reason "..."',
    );
  });
});

describe('withdrawals', () => {
  const withdrawal = {
    id: 41,
    status: 'pending',
    created_at: '2026-11-02T09:00:00.000Z',
    username: 'demo',
    member_id: 1,
    amount: '100.00',
    currency: 'EUR',
    payment_option_type: 'BITCOIN',
    payout_amount: '0.00117600',
    unit: 'BTC',
    fee: '0.00',
    rate: '85000.00',
    destination_full: 'bc1qexample',
    review_reason: null,
    hold_until: null,
    reject_reason: null,
    payout_reference: null,
  };

  it('lists the queue (every status, or one) and says when it is empty', async () => {
    const run = await runCli(['withdrawals', 'list', '--status', 'pending', '--limit', '5'], {
      data: [withdrawal],
    });
    expect(run.sent).toEqual([
      { method: 'GET', url: '/api/v1/operator/withdrawals?per_page=5&status=pending' },
    ]);
    expect(run.out).toBe(
      '#41  PENDING  2026-11-02T09:00:00.000Z  demo (member 1)\n  100.00 EUR by Bitcoin: send 0.00117600 BTC at 85000.00\n  to bc1qexample',
    );
    const every = await runCli(['withdrawals', 'list'], { data: [] });
    expect(every.sent[0]!.url).toBe('/api/v1/operator/withdrawals?per_page=20');
    expect(every.out).toBe('No withdrawals.');
    expect((await runCli(['withdrawals', 'list', '--status', 'paid'], { data: [] })).out).toBe(
      'No paid withdrawals.',
    );
  });

  it('approves, pays (with a hold override when given), rejects and cancels', async () => {
    const moved = (status: string) => ({ data: { ...withdrawal, status } });
    const cases: Array<[string[], { method: string; url: string; body?: unknown }, string]> = [
      [['approve', '41'], { method: 'POST', url: '/api/v1/operator/withdrawals/41/approve' }, 'approved'],
      [
        ['pay', '41', '--reference', '0x9f'],
        { method: 'POST', url: '/api/v1/operator/withdrawals/41/pay', body: { payout_reference: '0x9f' } },
        'paid',
      ],
      [
        ['pay', '41', '--reference', '0x9f', '--override-hold', ' Confirmed by phone. '],
        {
          method: 'POST',
          url: '/api/v1/operator/withdrawals/41/pay',
          body: { payout_reference: '0x9f', override_hold: { reason: 'Confirmed by phone.' } },
        },
        'paid',
      ],
      [
        ['reject', '41', '--reason', 'Name does not match.'],
        {
          method: 'POST',
          url: '/api/v1/operator/withdrawals/41/reject',
          body: { reason: 'Name does not match.' },
        },
        'rejected',
      ],
      [
        ['cancel', '41', '--reason', 'At your request.'],
        {
          method: 'POST',
          url: '/api/v1/operator/withdrawals/41/cancel',
          body: { reason: 'At your request.' },
        },
        'cancelled',
      ],
    ];
    for (const [argv, sent, status] of cases) {
      const run = await runCli(['withdrawals', ...argv], moved(status));
      expect(run.sent).toEqual([sent]);
      expect(run.out).toBe(`Withdrawal #41 is now ${status}; demo gets a notification.`);
    }
  });

  it('refuses a bad status or id, and a move without its reference or reason', async () => {
    expect(await refusal(['withdrawals', 'list', '--status', 'held'])).toBe(
      '--status must be one of pending, approved, paid, rejected, cancelled.',
    );
    expect(await refusal(['withdrawals', 'approve'])).toMatch(
      /^Usage: npm run operator -- withdrawals list \[--status S\] \| approve ID/,
    );
    expect(await refusal(['withdrawals', 'pay', '41'])).toBe(
      'withdrawals pay needs --reference (the transaction hash or e-wallet reference).',
    );
    expect(await refusal(['withdrawals', 'pay', '41', '--reference', 'r', '--override-hold', 'ok'])).toBe(
      '--override-hold needs the reason (at least 3 characters): it is kept in the timeline.',
    );
    expect(await refusal(['withdrawals', 'reject', '41'])).toBe(
      'withdrawals reject needs --reason (the affiliate reads it).',
    );
    expect(await refusal(['withdrawals', 'cancel', '41', '--reason', ' '])).toBe(
      'withdrawals cancel needs --reason (the affiliate reads it).',
    );
    expect(await refusal(['withdrawals', 'hold', '41'])).toMatch(
      /^Usage: npm run operator -- withdrawals list/,
    );
  });
});

describe('adjust', () => {
  const posting = {
    transaction_id: 9,
    member_id: 12,
    kind: 'fee',
    amount: '-15.50',
    balance_after: '84.50',
    available_after: '84.50',
    description: 'Bank transfer fee.',
    created_at: '2026-11-02T10:00:00.000Z',
  };

  it('posts a credit, or a negative amount (a debit or fee) wherever it stands on the line', async () => {
    const run = await runCli(['adjust', '12', '-15.50', '--kind', 'fee', '--reason', 'Bank transfer fee.'], {
      data: posting,
    });
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/adjustments',
        body: { member_id: 12, amount: '-15.50', kind: 'fee', reason: 'Bank transfer fee.' },
      },
    ]);
    expect(run.out).toBe('Posted fee -15.50 for member 12: available balance now 84.50.');
    const first = await runCli(
      ['adjust', '--kind', 'fee', '--reason', 'Bank transfer fee.', '12', '-15.50'],
      { data: posting },
    );
    expect(first.sent).toEqual(run.sent);
    const credit = await runCli(['adjust', '12', '250.00', '--reason', 'Chargeback reversed for March.'], {
      data: { ...posting, kind: 'adjustment', amount: '250.00' },
    });
    expect(credit.sent[0]!.body).toEqual({
      member_id: 12,
      amount: '250.00',
      kind: 'adjustment',
      reason: 'Chargeback reversed for March.',
    });
  });

  it('names what is wrong under the usage', async () => {
    const message = await refusal(['adjust', '12', '0', '--reason', 'Nothing.']);
    expect(message).toBe(
      'Usage: npm run operator -- adjust MEMBER_ID AMOUNT --reason "..." [--kind fee]\n  amount: The amount cannot be zero.',
    );
    expect(await refusal(['adjust', 'x', '5'])).toMatch(/\n {2}member_id: .*\n {2}reason: /);
  });
});
