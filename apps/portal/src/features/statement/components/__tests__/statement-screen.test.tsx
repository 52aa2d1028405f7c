import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { brandDealsStatement, knownStatement } from '@/testing/statement-fixtures';
import { StatementScreen } from '../statement-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const STATEMENT = '/api/v1/bo/me/statement';
// 10 November 2026: October is the last finished month; the member joined in January 2024, more than 36 months back is November 2023.
const today = new Date('2026-11-10T12:00:00Z');

function renderStatement(
  path = '/statement-of-account',
  reply: (request: RecordedRequest) => StubReply = () => ({ status: 200, data: { data: knownStatement } }),
) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    return reply(request);
  });
  const view = renderRoutes([page('/statement-of-account', <StatementScreen today={today} />)], path);
  const statementRequests = () => requests.filter((r) => r.url === STATEMENT);
  return { requests, statementRequests, ...view };
}

/** The text of each <dd> after a <dt> (or row header) of a given name inside `scope`. */
function valueOf(scope: HTMLElement, term: string): string | null | undefined {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('statement of account screen', () => {
  beforeEach(startSignedInSession);

  it('asks for the last finished month and shows every figure of the statement exactly', async () => {
    const user = userEvent.setup();
    const { statementRequests } = renderStatement();
    await screen.findByText('Dana Demo');
    expect(queryOf(statementRequests()[0]!)).toEqual({ month: '2026-10' });
    expect(screen.getByLabelText('Month')).toHaveValue('2026-10');

    const details = screen.getByRole('group', { name: 'Statement details' });
    expect(valueOf(details, 'Period')).toBe('October 2026');
    expect(valueOf(details, 'Currency')).toBe('EUR');
    expect(details).toHaveTextContent('demo, ID 7');
    expect(details).toHaveTextContent('demo@example.com · GB');

    expect(
      within(screen.getByRole('region', { name: 'Opening balance' })).getByText('€100.10'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Closing balance' })).getByText('€1,075.06'),
    ).toBeInTheDocument();

    // The commission line, its inputs one click away.
    const summary = screen
      .getAllByText('Commission for September 2026')
      .find((element) => element.closest('summary'))!
      .closest('summary')!;
    expect(summary).toHaveTextContent('€1,234.56');
    await user.click(summary);
    const inputs = screen.getByRole('group', { name: 'Inputs of the commission for September 2026' });
    expect(
      [...inputs.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Deal', 'Casino tiers 2026 (version 2)'],
      ['Turnover', '€98,765.43'],
      ['Win/loss', '€5,432.10'],
      ['Bonuses', '€321.09'],
      ['Admin fee (10%)', '€543.21'],
      ['NGR (win/loss − bonuses − admin fee)', '€4,567.80'],
      ['Carry-over in', '-€57.39'],
      ['Revenue share (25%)', '€1,141.95'],
      ['Carry-over out', '€0.00'],
      ['CPA (3 × €50.00)', '€150.00'],
      ['Commission', '€1,234.56'],
    ]);
    const late = screen.getByRole('region', {
      name: 'Late adjustments of the commission for September 2026',
    });
    expect(late).toHaveTextContent('From August 2026: NGR -€229.56, CPA count 1');
    expect(late).toHaveTextContent('Chargeback of a deposit of August');
    // Each brand's commission on its own line, and what no brand carries: together the commission.
    const brands = screen.getByRole('region', { name: 'Commission for September 2026 by brand' });
    expect([...within(brands).getAllByRole('listitem')].map((item) => item.textContent)).toEqual([
      'Goldline Casino & SportsNGR €3,378.91 · revenue share €844.73 · CPA 2 (€100.00)€944.73',
      'Goldline Bet BrasilNGR €1,188.89 · revenue share €297.22 · CPA 1 (€50.00)€347.22',
      'Of no brandLate activity of closed months, carry-over in-€57.39',
    ]);

    // The ledger lines: date, description, change of the available balance, available balance after; a
    // withdrawal's request and payment say what they did to the held money.
    const ledger = within(screen.getByRole('table', { name: 'Ledger lines' }));
    const rows = ledger.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent))).toEqual([
      ['', 'Opening balance', '', '€100.10'],
      ['10/01/2026', '10/01/2026 · CommissionCommission for September 2026', '+€1,234.56', '€1,334.66'],
      [
        '10/14/2026',
        '10/14/2026 · Withdrawal requestedWithdrawal requested: BitcoinRef. w-41',
        '-€250.00Held +€250.00',
        '€1,084.66',
      ],
      [
        '10/15/2026',
        '10/15/2026 · Withdrawal paidWithdrawal paid: BitcoinRef. bc-tx-7f3a',
        '€0.00Held -€250.00',
        '€1,084.66',
      ],
      ['10/20/2026', '10/20/2026 · AdjustmentGoodwill: rounding of September', '+€0.20', '€1,084.86'],
      ['10/31/2026', '10/31/2026 · FeeMonthly account fee', '-€9.80', '€1,075.06'],
    ]);

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(valueOf(totals, 'Opening balance')).toBe('€100.10');
    expect(valueOf(totals, 'Commission')).toBe('€1,234.56');
    expect(valueOf(totals, 'Withdrawals paid')).toBe('-€250.00');
    expect(valueOf(totals, 'Adjustments')).toBe('€0.20');
    expect(valueOf(totals, 'Fees')).toBe('-€9.80');
    expect(valueOf(totals, 'Held for pending withdrawals')).toBe('€0.00');
    expect(valueOf(totals, 'Closing balance')).toBe('€1,075.06');
    expect(screen.getByRole('region', { name: 'Closing balance' })).toHaveTextContent(
      'At the end of October 2026',
    );
  });

  it('says which brands were paid under a deal of their own, at what rate, and what their deal carries into next month', async () => {
    const user = userEvent.setup();
    renderStatement('/statement-of-account', () => ({ status: 200, data: { data: brandDealsStatement } }));
    await screen.findByText('Dana Demo');
    await user.click(
      screen
        .getAllByText('Commission for September 2026')
        .find((element) => element.closest('summary'))!
        .closest('summary')!,
    );
    const brands = screen.getByRole('region', { name: 'Commission for September 2026 by brand' });
    expect([...within(brands).getAllByRole('listitem')].map((item) => item.textContent)).toEqual([
      // Under the month's deal: as before.
      'Goldline Casino & SportsNGR €3,378.91 · revenue share €844.73 · CPA 2 (€100.00)€944.73',
      'Goldline Bet BrasilUnder its own deal: Brasil Flat (version 2), revenue share 25%NGR €1,188.89 · revenue share €297.22 · CPA 1 (€50.00)€347.22',
      'Goldline SportsUnder its own deal: Sports Tiered (version 1), revenue share 20%NGR -€1,200.00 · revenue share €0.00 · CPA 0 (€0.00) · carries -€1,200.00 into October 2026€0.00',
      'Of no brandLate activity of closed months, carry-over in-€57.39',
    ]);
  });

  it('closes the running month at the available balance, so far, with the pending withdrawal held on its own line', async () => {
    const running = {
      ...knownStatement,
      month: '2026-11',
      as_of: '2026-11-10',
      ...noActivityFreshness,
      running: true,
      opening_balance: '1075.06',
      closing_balance: '975.06',
      held: { opening: '0.00', closing: '100.00' },
      totals: { commission: '0.00', withdrawals: '0.00', adjustments: '0.00', fees: '0.00', held: '-100.00' },
      commissions: [],
      lines: [
        {
          date: '2026-11-05T09:00:00Z',
          type: 'withdrawal_hold' as const,
          description: 'Withdrawal requested: Skrill',
          amount: '0.00',
          available_change: '-100.00',
          balance_after: '1075.06',
          available_after: '975.06',
          reference: 'w-42',
        },
      ],
    };
    renderStatement('/statement-of-account?month=2026-11', () => ({ status: 200, data: { data: running } }));
    await screen.findByText('Dana Demo');
    const closing = screen.getByRole('region', { name: 'Closing balance' });
    expect(closing).toHaveTextContent('€975.06');
    expect(closing).toHaveTextContent('So far, on 11/10/2026');
    expect(screen.getByRole('region', { name: 'Held for pending withdrawals' })).toHaveTextContent('€100.00');
    expect(valueOf(screen.getByRole('group', { name: 'Statement details' }), 'Period')).toBe(
      'November 2026 (so far, on 11/10/2026)',
    );
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(valueOf(totals, 'Held for pending withdrawals')).toBe('-€100.00');
    expect(totals).toHaveTextContent('Closing balance (so far)€975.06');
  });

  it('moves between months with the picker and its buttons, keeps the month in the URL, and stops at the current month', async () => {
    const user = userEvent.setup();
    const { statementRequests, router } = renderStatement();
    await screen.findByText('Dana Demo');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-11'));
    await waitFor(() => expect(queryOf(statementRequests().at(-1)!)).toEqual({ month: '2026-11' }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const offered = within(screen.getByLabelText('Month'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered[0]).toBe('2026-11');
    expect(offered.at(-1)).toBe('2023-11');
    expect(offered).not.toContain('2026-12');
    expect(screen.getByRole('option', { name: 'November 2026 (so far)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Month'), '2025-06');
    await waitFor(() => expect(queryOf(statementRequests().at(-1)!)).toEqual({ month: '2025-06' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2025-05'));
  });

  it('stops 36 months back', async () => {
    const user = userEvent.setup();
    const { statementRequests } = renderStatement('/statement-of-account?month=2023-11');
    await screen.findByText('Dana Demo');
    expect(queryOf(statementRequests()[0]!)).toEqual({ month: '2023-11' });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(queryOf(statementRequests().at(-1)!)).toEqual({ month: '2023-12' }));
  });

  it('ignores a future month in a shared link', async () => {
    const { statementRequests } = renderStatement('/statement-of-account?month=2027-01');
    await screen.findByText('Dana Demo');
    expect(statementRequests().map(queryOf)).toEqual([{ month: '2026-10' }]);
  });

  it('downloads the month as CSV and PDF through the API client, with the bearer', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderStatement('/statement-of-account?month=2026-09', (request) =>
      request.url.endsWith('/download')
        ? { status: 200, data: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } }
        : { status: 200, data: { data: knownStatement } },
    );
    await screen.findByText('Dana Demo');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

    const downloads = requests.filter((r) => r.url === `${STATEMENT}/download`);
    expect(downloads.map(queryOf)).toEqual([
      { month: '2026-09', format: 'csv' },
      { month: '2026-09', format: 'pdf' },
    ]);
    expect(downloads.map((r) => r.headers.authorization)).toEqual(['Bearer access', 'Bearer access']);
    expect(click.mock.instances.map((link) => (link as unknown as HTMLAnchorElement).download)).toEqual([
      'statement-2026-09.csv',
      'statement-2026-09.pdf',
    ]);
    expect(await screen.findByText('Your PDF statement has been downloaded.')).toBeInTheDocument();
  });

  it('says why a download failed', async () => {
    const user = userEvent.setup();
    renderStatement('/statement-of-account', (request) =>
      request.url.endsWith('/download')
        ? { status: 503, data: { message: 'The service is unavailable.' } }
        : { status: 200, data: { data: knownStatement } },
    );
    await screen.findByText('Dana Demo');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('The PDF statement failed. The service is unavailable.'),
    ).toBeInTheDocument();
  });

  it('says why the statement failed, and Try again reloads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderStatement('/statement-of-account', () =>
      fail
        ? { status: 500, data: { message: 'Database unreachable.' } }
        : { status: 200, data: { data: knownStatement } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the statement for October 2026. Database unreachable.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dana Demo')).toBeInTheDocument();
  });
});
