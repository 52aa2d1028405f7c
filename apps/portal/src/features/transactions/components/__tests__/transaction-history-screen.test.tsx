import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { pageMeta, startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { commissionRowFixture, transactionRowFixture } from '@/testing/statement-fixtures';
import { TransactionHistoryScreen } from '../transaction-history-screen';

const LIST = '/api/v1/bo/me/transactions';

/** 23 transactions: the first of each page a withdrawal, the rest commission; page and size come from the request. */
function listReply(request: RecordedRequest): StubReply {
  const { page: p = '1', per_page = '10' } = queryOf(request);
  const pageNo = Number(p);
  const size = Number(per_page);
  const total = 23;
  const count = Math.max(0, Math.min(size, total - (pageNo - 1) * size));
  const rows = Array.from({ length: count }, (_, i) => {
    const n = (pageNo - 1) * size + i + 1;
    return i === 0
      ? transactionRowFixture(`w-${n}`)
      : commissionRowFixture(`l-${n}`, { description: `Commission line ${n}` });
  });
  return { status: 200, data: { data: rows, meta: pageMeta(pageNo, size, total) } };
}

const withdrawalDetail = {
  ...transactionRowFixture('w-1', { status: 'rejected', payout_reference: null }),
  destination: 'bc1q…x7k2',
  review_reason: 'New payout details (saved less than 24 hours ago)',
  reject_reason: 'The wallet belongs to another person.',
  // Sent out of order: the dialog orders the steps by time.
  timeline: [
    {
      status: 'rejected',
      at: '2026-10-16T08:15:00Z',
      actor: 'operator',
      note: 'The wallet belongs to another person.',
    },
    { status: 'requested', at: '2026-10-14T09:30:00Z', actor: 'you', note: null },
    { status: 'approved', at: '2026-10-15T11:00:00Z', actor: 'operator', note: null },
  ],
};

function renderHistory(
  path = '/transaction-history',
  reply: (request: RecordedRequest) => StubReply = listReply,
) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 404, data: { message: 'Not needed' } };
    return reply(request);
  });
  const view = renderRoutes(
    [page('/transaction-history', <TransactionHistoryScreen />), page('/withdrawal', <h1>Withdrawal</h1>)],
    path,
  );
  const listRequests = () => requests.filter((r) => r.url === LIST);
  return { requests, listRequests, ...view };
}

async function table() {
  return within(await screen.findByRole('table', { name: 'Transactions' }));
}

describe('transaction history screen', () => {
  beforeEach(startSignedInSession);

  it('shows each row with its date, type, status, option, signed amount, fee, crypto rate and payout reference', async () => {
    const { listRequests } = renderHistory();
    const rows = await table();
    await rows.findAllByRole('rowheader', { name: '10/14/2026' });
    const withdrawal = rows.getAllByRole('row')[1]!;
    expect(within(withdrawal).getByRole('rowheader')).toHaveTextContent('10/14/2026');
    expect(
      within(withdrawal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'WithdrawalWithdrawal to bc1q…x7k2',
      'Paid',
      'Bitcoin',
      '-€250.00',
      '€2.50',
      '1 BTC = €60,000.00',
      'bc-tx-7f3a',
      'Details',
    ]);
    const commission = rows.getAllByRole('row')[2]!;
    expect(
      within(commission)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CommissionCommission line 2', 'Credited', '—', '+€1,234.56', '€0.00', '—', '—', 'Details']);
    expect(queryOf(listRequests()[0]!)).toEqual({ page: '1', per_page: '10' });
    expect(screen.getByText('Showing 1–10 of 23 transactions')).toBeInTheDocument();
    // The same rows as cards for a phone.
    expect(
      within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(10);
  });

  it('reloads at once when a filter changes, with the filter in the query and in the URL', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderHistory();
    await (await table()).findByRole('rowheader', { name: '10/14/2026' });

    await user.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(router.state.location.search).toBe('?type=withdrawal');

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await user.selectOptions(screen.getByLabelText('Payment option'), 'USDC');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');

    await waitFor(() =>
      expect(queryOf(listRequests().at(-1)!)).toEqual({
        page: '1',
        per_page: '25',
        type: 'withdrawal',
        status: 'rejected',
        payment_option_type: 'USDC',
        from: '2026-01-01',
        to: '2026-03-31',
      }),
    );
    expect(router.state.location.search).toBe(
      '?per_page=25&type=withdrawal&status=rejected&payment_option_type=USDC&from=2026-01-01&to=2026-03-31',
    );
  });

  it('opens a shared link with its filters and page; Reset restores the defaults and reloads', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderHistory(
      '/transaction-history?type=commission&status=credited&page=2',
    );
    await (await table()).findByRole('rowheader', { name: '10/14/2026' });
    expect(queryOf(listRequests()[0]!)).toEqual({
      page: '2',
      per_page: '10',
      type: 'commission',
      status: 'credited',
    });
    expect(screen.getByLabelText('Type')).toHaveValue('commission');
    expect(screen.getByLabelText('Status')).toHaveValue('credited');
    expect(screen.getByText('Showing 11–20 of 23 transactions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(queryOf(listRequests().at(-1)!)).toEqual({ page: '1', per_page: '10' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Type')).toHaveValue('');

    const before = listRequests().length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listRequests().length).toBe(before + 1));
  });

  it('pages with the server’s meta through keyboard-reachable links', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderHistory('/transaction-history?type=withdrawal');
    await (await table()).findByRole('rowheader', { name: '10/14/2026' });
    const nav = () => screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(nav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    within(nav()).getByRole('link', { name: /Next/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&type=withdrawal'));
    await waitFor(() => expect(screen.getByText('Showing 11–20 of 23 transactions')).toBeInTheDocument());
    expect(queryOf(listRequests().at(-1)!)).toEqual({ page: '2', per_page: '10', type: 'withdrawal' });

    await user.click(within(nav()).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByText('Showing 21–23 of 23 transactions')).toBeInTheDocument());
    expect(within(nav()).queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('opens a row’s detail with every field and the withdrawal’s timeline in order, with times and the reason', async () => {
    const user = userEvent.setup();
    const { requests } = renderHistory('/transaction-history', (request) =>
      request.url === `${LIST}/w-1` ? { status: 200, data: { data: withdrawalDetail } } : listReply(request),
    );
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Details of the withdrawal of 10/14/2026' }));

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal of 10/14/2026' });
    const timeline = await within(dialog).findByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Requested',
      'Approved',
      'Rejected',
    ]);
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-10-14T09:30:00Z',
      '2026-10-15T11:00:00Z',
      '2026-10-16T08:15:00Z',
    ]);
    expect(steps[0]).toHaveTextContent('You');
    expect(steps[2]).toHaveTextContent('The payments team');
    expect(steps[2]).toHaveTextContent('The wallet belongs to another person.');
    expect(steps[2]).toHaveTextContent('€250.00 returned to your balance');
    expect(within(dialog).getByText('Rejected because').nextElementSibling).toHaveTextContent(
      'The wallet belongs to another person.',
    );
    // Rejected: nothing was sent and the review is over; the money went back to the balance.
    expect(within(dialog).queryByText('Under review because')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Amount sent')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('-€250.00');
    expect(
      within(dialog).getByText('Amount requested').nextElementSibling?.querySelector('s'),
    ).toHaveTextContent('€250.00');
    expect(within(dialog).getByText('Returned to your balance').nextElementSibling).toHaveTextContent(
      '€250.00',
    );
    expect(within(dialog).getByText('Destination').nextElementSibling).toHaveTextContent('bc1q…x7k2');
    expect(within(dialog).getByText('Rate').nextElementSibling).toHaveTextContent('1 BTC = €60,000.00');
    expect(requests.find((r) => r.url === `${LIST}/w-1`)?.headers.authorization).toBe('Bearer access');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says "under review" and "amount to send" only while a withdrawal is pending, and "amount sent" once paid', async () => {
    const user = userEvent.setup();
    let status: 'pending' | 'paid' = 'pending';
    renderHistory('/transaction-history', (request) =>
      request.url === `${LIST}/w-1`
        ? { status: 200, data: { data: { ...withdrawalDetail, status, reject_reason: null, timeline: [] } } }
        : listReply(request),
    );
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Details of the withdrawal of 10/14/2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdrawal of 10/14/2026' });
    expect((await within(dialog).findByText('Under review because')).nextElementSibling).toHaveTextContent(
      'New payout details',
    );
    expect(within(dialog).getByText('Amount to send').nextElementSibling).toHaveTextContent('0.00412500 BTC');
    expect(within(dialog).getByText('Amount requested').nextElementSibling).toHaveTextContent('€250.00');
    expect(within(dialog).getByText('Network fee').nextElementSibling).toHaveTextContent('€2.50');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    status = 'paid';
    await user.click(rows.getByRole('button', { name: 'Details of the withdrawal of 10/14/2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdrawal of 10/14/2026' });
    await waitFor(() =>
      expect(within(dialog).getByText('Amount sent').nextElementSibling).toHaveTextContent('0.00412500 BTC'),
    );
    expect(within(dialog).queryByText('Under review because')).not.toBeInTheDocument();
  });

  it('shows a rejected or cancelled withdrawal as returned, and a long hash shortened with copy and explorer link', async () => {
    const user = userEvent.setup();
    const hash = 'ab'.repeat(32);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderHistory('/transaction-history', () => ({
      status: 200,
      data: {
        data: [
          transactionRowFixture('w-1', { status: 'rejected', amount: '-75.50', payout_reference: null }),
          transactionRowFixture('w-2', { status: 'cancelled', amount: '-20.00', payout_reference: null }),
          transactionRowFixture('w-3', { payout_reference: hash }),
        ],
        meta: pageMeta(1, 10, 3),
      },
    }));
    const rows = await table();
    await rows.findAllByRole('rowheader', { name: '10/14/2026' });
    const [rejected, cancelled, paid] = rows.getAllByRole('row').slice(1);
    expect(within(rejected!).getAllByRole('cell')[3]).toHaveTextContent('€75.50 returned to your balance');
    expect(rejected).not.toHaveTextContent('-€75.50');
    expect(within(cancelled!).getAllByRole('cell')[3]).toHaveTextContent('€20.00 returned to your balance');
    expect(within(paid!).getAllByRole('cell')[3]).toHaveTextContent('-€250.00');

    expect(paid).toHaveTextContent('ababab…abab');
    expect(paid).not.toHaveTextContent(hash);
    const link = within(paid!).getByRole('link', { name: /block explorer/ });
    expect(link).toHaveAttribute('href', `https://mempool.space/tx/${hash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(paid!).getByRole('button', { name: 'Copy reference' }));
    expect(writeText).toHaveBeenCalledWith(hash);
    expect(await within(paid!).findByText('Copied')).toBeInTheDocument();
  });

  it('shows the error dialog when a detail cannot be loaded', async () => {
    const user = userEvent.setup();
    renderHistory('/transaction-history', (request) =>
      request.url === `${LIST}/w-1`
        ? { status: 404, data: { message: 'Transaction not found.' } }
        : listReply(request),
    );
    await user.click(
      await (await table()).findByRole('button', { name: 'Details of the withdrawal of 10/14/2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transaction not available' });
    expect(dialog).toHaveTextContent('We could not load this transaction. Transaction not found.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the filtered rows as CSV and JSON through the API client, with the bearer', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderHistory(
      '/transaction-history?type=withdrawal&payment_option_type=BITCOIN&from=2026-10-01&page=2',
      (request) =>
        request.url === `${LIST}/export`
          ? { status: 200, data: 'id,type\nw-1,withdrawal\n' }
          : listReply(request),
    );
    await (await table()).findByRole('rowheader', { name: '10/14/2026' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

    const exports = requests.filter((r) => r.url === `${LIST}/export`);
    expect(exports.map(queryOf)).toEqual([
      { format: 'csv', type: 'withdrawal', payment_option_type: 'BITCOIN', from: '2026-10-01' },
      { format: 'json', type: 'withdrawal', payment_option_type: 'BITCOIN', from: '2026-10-01' },
    ]);
    expect(exports.every((r) => r.headers.authorization === 'Bearer access')).toBe(true);
    expect(exports.map((r) => r.headers.accept)).toEqual(['text/csv', 'application/json']);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toMatch(
      /^transactions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it('shows the no-result state, suggesting Reset when filters narrow the rows', async () => {
    renderHistory('/transaction-history?status=rejected', () => ({
      status: 200,
      data: { data: [], meta: pageMeta(1, 10, 0) },
    }));
    expect(await screen.findByText('No transactions match these filters')).toBeInTheDocument();
    expect(screen.getByText(/press Reset to see every transaction/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
  });

  it('says why the list failed and reloads on Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderHistory('/transaction-history', (request) =>
      fail ? { status: 500, data: { message: 'Database unreachable.' } } : listReply(request),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your transactions. Database unreachable.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await (await table()).findByRole('rowheader', { name: '10/14/2026' });
  });
});
