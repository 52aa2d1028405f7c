import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import type { QueuedWithdrawal } from '../../api/withdrawals';

const queuePath = api.operator.operatorWithdrawals.path;
const actions = {
  approve: api.operator.approveWithdrawal,
  reject: api.operator.rejectWithdrawal,
  pay: api.operator.payWithdrawal,
  cancel: api.operator.operatorCancelWithdrawal,
};
const actionPath = (action: keyof typeof actions, id: number) =>
  fillPath(actions[action].path, { withdrawalId: id });
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

function withdrawal(overrides: Partial<QueuedWithdrawal> = {}): QueuedWithdrawal {
  return {
    id: 12,
    status: 'pending',
    payment_option_type: 'USDTTRC20',
    amount: '150.00',
    currency: 'EUR',
    fee: '0.00',
    payout_amount: '163.043478',
    unit: 'USDT',
    rate: '0.92000000',
    rate_observed_at: '2026-11-27T08:00:00.000Z',
    destination: 'TR7N…Lj6t',
    review_reason: null,
    hold_until: null,
    reject_reason: null,
    payout_reference: null,
    created_at: '2026-11-26T09:30:00.000Z',
    updated_at: '2026-11-26T09:30:00.000Z',
    member_id: 7,
    username: 'demo',
    destination_full: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ...overrides,
  };
}

const pageOf = (rows: QueuedWithdrawal[]) => ({
  status: 200,
  data: {
    data: rows,
    meta: {
      current_page: 1,
      last_page: 1,
      per_page: 25,
      total: rows.length,
      from: rows.length ? 1 : null,
      to: rows.length || null,
      prev_page_url: null,
      next_page_url: null,
      links: [],
    },
  },
});

/** The gateway: the signed-in operator (finance unless told), the queue, and the actions. */
function gateway(
  queue: (request: RecordedRequest) => StubReply,
  action: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: 'finance' | 'support' | 'admin' = 'finance',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role, email: 'anna@brand.example' }) } };
    if (request.url === queuePath) return queue(request);
    return action(request);
  });
}
const queueCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === queuePath);
const row = (id: number) => screen.findByRole('article', { name: `Withdrawal #${id}` });
/** The line of the report above the queue that tells what the last action did to a withdrawal. */
const reported = async (id: number) => (await screen.findByText(`Withdrawal #${id}:`)).parentElement!;

describe('the Withdrawals screen', () => {
  beforeEach(() => signInOperator());

  it('shows each withdrawal with its affiliate, amount, full destination, time and status, pending first by default', async () => {
    const requests = gateway(() => pageOf([withdrawal()]));
    renderConsole('/withdrawals');
    const card = await row(12);
    expect(card).toHaveTextContent('demo');
    expect(card).toHaveTextContent('€150.00');
    expect(card).toHaveTextContent('163.043478 USDT');
    expect(card).toHaveTextContent('USDT (TRC20)');
    expect(within(card).getByText('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Copy the destination of withdrawal #12' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent(/Requested 11\/26\/2026/);
    expect(card).toHaveTextContent('Pending');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(
      expect.arrayContaining(['Approve withdrawal #12', 'Reject withdrawal #12', 'Cancel withdrawal #12']),
    );
    expect(within(card).queryByRole('button', { name: 'Pay withdrawal #12' })).not.toBeInTheDocument();
    expect(new URL(queueCalls(requests)[0]!.fullUrl).searchParams.get('status')).toBe('pending');
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent('Withdrawals');
  });

  it('keeps the status and the affiliate in the URL and asks the gateway for them', async () => {
    const requests = gateway(() => pageOf([withdrawal({ status: 'approved' })]));
    const { router } = renderConsole('/withdrawals?status=approved&member_id=7');
    await row(12);
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
    expect(screen.getByLabelText('Affiliate ID')).toHaveValue('7');
    const first = new URL(queueCalls(requests)[0]!.fullUrl).searchParams;
    expect([first.get('status'), first.get('member_id')]).toEqual(['approved', '7']);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(router.state.location.search).toBe('?status=all&member_id=7');
    await user.click(screen.getByRole('button', { name: 'Every affiliate' }));
    expect(router.state.location.search).toBe('?status=all');
    await waitFor(() => {
      const last = new URL(queueCalls(requests).at(-1)!.fullUrl).searchParams;
      expect([last.get('status'), last.get('member_id')]).toEqual([null, null]);
    });

    await user.click(
      await within(await row(12)).findByRole('button', { name: 'Only the withdrawals of demo' }),
    );
    expect(router.state.location.search).toBe('?status=all&member_id=7');
  });

  it('says when a withdrawal goes to new payout details and until when it is held (UTC, as the gateway says it)', async () => {
    gateway(() =>
      pageOf([
        withdrawal({ review_reason: 'New payout details', hold_until: '2099-01-02T03:04:59.000Z' }),
        withdrawal({ id: 13, review_reason: 'New payout details', hold_until: '2026-01-02T03:04:00.000Z' }),
      ]),
    );
    renderConsole('/withdrawals');
    expect(await row(12)).toHaveTextContent('New payout details — held until 01/02/2099 03:04 UTC');
    // Once the hold is over it no longer stands in the way of paying.
    expect(await row(13)).not.toHaveTextContent('held until');
    expect(await row(13)).toHaveTextContent('New payout details — hold ended 01/02/2026 03:04 UTC');
  });

  it('rejects only with a reason, confirmed in a dialog, and reports it', async () => {
    const requests = gateway(
      () => pageOf([withdrawal()]),
      (request) =>
        request.url === actionPath('reject', 12)
          ? { status: 200, data: { data: withdrawal({ status: 'rejected' }) } }
          : { status: 500 },
    );
    renderConsole('/withdrawals');
    const user = userEvent.setup();
    await user.click(within(await row(12)).getByRole('button', { name: 'Reject withdrawal #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(dialog).toHaveTextContent('€150.00');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), ' — the wallet belongs to someone else');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await reported(12)).toHaveTextContent('Withdrawal #12: rejected');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      reason: 'ok — the wallet belongs to someone else',
      seen_status: 'pending',
    });
  });

  it("pays with the reference; a held one shows the gateway's 409 until the hold is overridden with a reason", async () => {
    const hold =
      'This withdrawal is on hold for the review of new payout details until 2026-11-28T09:00:00.000Z (November 28, 2026 at 9:00 AM UTC) and cannot be paid before then. To pay it now, override the hold with a reason.';
    const requests = gateway(
      () =>
        pageOf([
          withdrawal({ status: 'approved', review_reason: 'New payout details', hold_until: inADay() }),
        ]),
      (request) => {
        if (request.url !== actionPath('pay', 12)) return { status: 500 };
        const body = request.data as { override_hold?: object };
        return body.override_hold
          ? { status: 200, data: { data: withdrawal({ status: 'paid' }) } }
          : { status: 409, data: { message: hold, code: 40900 } };
      },
    );
    renderConsole('/withdrawals?status=approved');
    const user = userEvent.setup();
    await user.click(within(await row(12)).getByRole('button', { name: 'Pay withdrawal #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid' });
    expect(dialog).toHaveTextContent('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(dialog).toHaveTextContent('Send 163.043478 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(within(dialog).getByText('Enter the payment reference.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Payment reference'), '0xabc123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(hold);

    await user.click(within(dialog).getByLabelText('Override the hold'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Why pay now'), 'Confirmed by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await reported(12)).toHaveTextContent('Withdrawal #12: paid');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
      { payout_reference: '0xabc123' },
      { payout_reference: '0xabc123', override_hold: { reason: 'Confirmed by phone' } },
    ]);
  });

  it('approves the selected withdrawals one by one, reports each, and reloads the queue', async () => {
    const lost = 'Already rejected by ben@brand.example at 11/27/2026 14:02 UTC.';
    const requests = gateway(
      () =>
        pageOf([
          withdrawal({ id: 1 }),
          withdrawal({ id: 2 }),
          withdrawal({ id: 3 }),
          withdrawal({ id: 4, status: 'approved' }),
        ]),
      (request) =>
        request.url === actionPath('approve', 2)
          ? { status: 409, data: { message: lost, code: 40900 } }
          : { status: 200, data: { data: withdrawal({ status: 'approved' }) } },
    );
    renderConsole('/withdrawals?status=all');
    const user = userEvent.setup();
    await row(1);
    // Only pending withdrawals can be selected.
    expect(within(await row(4)).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
    await user.click(screen.getByLabelText('Select every pending withdrawal on this page'));
    await user.click(screen.getByLabelText('Select withdrawal #3'));
    const loads = queueCalls(requests).length;
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));

    const report = await screen.findByRole('alert');
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Withdrawal #1: approved', `Withdrawal #2: ${lost}`]);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      actionPath('approve', 1),
      actionPath('approve', 2),
    ]);
    expect(queueCalls(requests).length).toBeGreaterThan(loads);
  });

  it('shows who won when an approve loses the race, and reloads the row', async () => {
    const lost = 'Already paid by anna@brand.example at 11/27/2026 14:02 UTC.';
    let moved = false;
    gateway(
      () => pageOf([withdrawal(moved ? { status: 'paid', payout_reference: 'SKR-1' } : {})]),
      () => {
        moved = true;
        return { status: 409, data: { message: lost, code: 40900 } };
      },
    );
    renderConsole('/withdrawals?status=all');
    const user = userEvent.setup();
    await user.click(within(await row(12)).getByRole('button', { name: 'Approve withdrawal #12' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Withdrawal #12: ${lost}`);
    expect(await within(await row(12)).findByText('Reference: SKR-1')).toBeInTheDocument();
    expect(
      within(await row(12)).queryByRole('button', { name: 'Approve withdrawal #12' }),
    ).not.toBeInTheDocument();
  });

  it('cancels only once confirmed with a reason', async () => {
    const requests = gateway(
      () => pageOf([withdrawal({ status: 'approved' })]),
      () => ({ status: 200, data: { data: withdrawal({ status: 'cancelled' }) } }),
    );
    renderConsole('/withdrawals?status=approved');
    const user = userEvent.setup();
    await user.click(within(await row(12)).getByRole('button', { name: 'Cancel withdrawal #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.click(within(await row(12)).getByRole('button', { name: 'Cancel withdrawal #12' }));
    await user.type(
      within(await screen.findByRole('dialog')).getByLabelText('Reason'),
      'The affiliate asked us by email',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await reported(12)).toHaveTextContent('Withdrawal #12: cancelled');
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: actionPath('cancel', 12),
      data: { reason: 'The affiliate asked us by email', seen_status: 'approved' },
    });
  });

  it('says when nothing waits for review', async () => {
    gateway(() => pageOf([]));
    renderConsole('/withdrawals');
    expect(await screen.findByText('Nothing waits for review')).toBeInTheDocument();
  });

  it('says when the queue could not be loaded, and loads it again on request', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      pageOf([withdrawal()]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/withdrawals?member_id=7');
    expect(
      await screen.findByText(/We could not load the withdrawals\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row(12)).toBeInTheDocument();
  });

  it('is not offered to support, who is told the screen is not theirs without loading it', async () => {
    const requests = gateway(() => pageOf([]), undefined, 'support');
    renderConsole('/withdrawals');
    expect(
      await screen.findByText(/Your role \(Support\) does not include Withdrawals\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).not.toHaveTextContent('Withdrawals');
    expect(queueCalls(requests)).toHaveLength(0);
  });
});
