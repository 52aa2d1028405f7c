import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import type { ProgramMonth, ProgramOverview } from '../../api/overview';

const overviewPath = api.operatorConsole.programOverview.path;

const zeroMonth = (month: string): ProgramMonth => ({
  month,
  active_affiliates: 0,
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  money: [],
});
const months = Array.from(
  { length: 12 },
  (_, i) => `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
);

function overview(overrides: Partial<ProgramOverview> = {}): ProgramOverview {
  const open: ProgramMonth = {
    month: '2026-11',
    active_affiliates: 2,
    clicks: 1234,
    signups: 3,
    registrations: 2,
    first_depositors: 1,
    money: [
      { currency: 'EUR', deposits: '150.00', ngr: '1240.50', commission: '41.00' },
      { currency: 'GBP', deposits: '40.00', ngr: '20.95', commission: '6.29' },
    ],
  };
  const series = [
    ...months.slice(0, 9).map(zeroMonth),
    { ...zeroMonth('2026-09'), registrations: 7 },
    zeroMonth('2026-10'),
    open,
  ];
  return {
    as_of: '2026-11-27T10:00:00.000Z',
    affiliates: { total: 1500, suspended: 3, active: 2 },
    open_month: open,
    open_month_brands: [],
    withdrawals: { pending: [{ currency: 'EUR', count: 2, amount: '160.00' }], approved: [] },
    identity_reviews_waiting: 4,
    open_tickets: 1,
    late_feeds: [],
    series,
    ...overrides,
  };
}

function gateway(reply: (request: RecordedRequest) => StubReply, role: 'support' | 'admin' = 'support') {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === overviewPath) return reply(request);
    return { status: 200, data: { data: { operators: [], invitations: [] } } };
  });
}
const tile = (name: string) => screen.findByRole('region', { name });

describe('the Overview screen', () => {
  beforeEach(() => signInOperator());

  it('is every role’s home: the first section, opened at the console’s address', async () => {
    const requests = gateway(() => ({ status: 200, data: { data: overview() } }));
    const { router } = renderConsole('/');
    // The file's first render loads the console's route modules cold: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/overview');
    const navigation = screen.getByRole('navigation', { name: 'Console' });
    expect(within(navigation).getAllByRole('link')[0]).toHaveTextContent('Overview');
    await tile('Clicks');
    expect(new URL(requests.find((r) => r.url === overviewPath)!.fullUrl).searchParams.get('months')).toBe(
      '12',
    );
  });

  it('shows each figure of the open month and the queues, amounts with their currency', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }));
    renderConsole('/overview');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'November 2026 so far' }),
    ).toBeInTheDocument();
    expect(await tile('Active affiliates')).toHaveTextContent(
      /^Active affiliates2Players with figures this month · 1,500 affiliates in all, 3 suspended$/,
    );
    expect(await tile('Clicks')).toHaveTextContent('1,234');
    expect(await tile('Registrations')).toHaveTextContent('2');
    expect(await tile('First deposits')).toHaveTextContent('1');
    expect(await tile('NGR')).toHaveTextContent('€1,240.50');
    expect(await tile('NGR')).toHaveTextContent('£20.95');
    expect(await tile('Commission (estimate)')).toHaveTextContent('€41.00');
    expect(await tile('Withdrawals to review')).toHaveTextContent('€160.00 in 2 withdrawals');
    expect(await tile('Approved, to pay')).toHaveTextContent('None');
    expect(await tile('Identity reviews')).toHaveTextContent('4');
    expect(await tile('Open tickets')).toHaveTextContent('1');
  });

  it('shows the open month’s brands side by side, each brand’s money per currency', async () => {
    gateway(() => ({
      status: 200,
      data: {
        data: overview({
          open_month_brands: [
            {
              brand: 'goldline-br',
              name: 'Goldline Bet Brasil',
              clicks: 34,
              signups: 2,
              first_depositors: 1,
              money: [{ currency: 'EUR', deposits: '50.00', winloss: '20.00', bonuses: '0.00' }],
            },
            {
              brand: 'goldline-partners',
              name: 'Goldline Partners',
              clicks: 1200,
              signups: 1,
              first_depositors: 0,
              money: [
                { currency: 'EUR', deposits: '100.00', winloss: '1300.00', bonuses: '0.00' },
                { currency: 'GBP', deposits: '40.00', winloss: '25.00', bonuses: '0.00' },
              ],
            },
          ],
        }),
      },
    }));
    renderConsole('/overview');
    const table = within(await screen.findByRole('table', { name: /Brands, November 2026/ }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Brand',
      'Clicks',
      'New players',
      'First depositors',
      'Deposits',
      'Win/loss',
    ]);
    expect(
      table.getByRole('row', { name: /^Goldline Bet Brasil 34 2 1 €50.00 €20.00$/ }),
    ).toBeInTheDocument();
    expect(
      table.getByRole('row', { name: /^Goldline Partners 1,200 1 0 €100.00£40.00 €1,300.00£25.00$/ }),
    ).toBeInTheDocument();
  });

  it('says when no brand has figures this month', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }));
    renderConsole('/overview');
    expect(await screen.findByText('No brand has figures this month yet.')).toBeInTheDocument();
  });

  it('lists the late feeds, each with its brand, feed, data through, when it came and its interval', async () => {
    gateway(() => ({
      status: 200,
      data: {
        data: overview({
          late_feeds: [
            {
              brand: 'second',
              brand_name: 'Second Bet',
              feed: 'activity',
              data_through: '2026-11-25T23:59:59.000Z',
              received_at: '2026-11-26T02:00:00.000Z',
              expected_every_minutes: 120,
              late: true,
            },
          ],
        }),
      },
    }));
    renderConsole('/overview');
    const section = await screen.findByRole('region', { name: 'Late feeds' });
    expect(within(section).getByRole('status')).toHaveTextContent('One feed is late');
    const feed = within(section).getByRole('listitem');
    expect(within(feed).getByRole('heading', { level: 3 })).toHaveTextContent('Second Bet · Activity');
    expect(feed).toHaveTextContent('Data through11/25/2026, 23:59 UTC');
    expect(feed).toHaveTextContent('Expected every2 hours');
    // When it came, as a time relative to now (the exact instant in the element's datetime).
    expect(feed.querySelector('time')).toHaveAttribute('datetime', '2026-11-26T02:00:00.000Z');
  });

  it('says when no feed is late', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }));
    renderConsole('/overview');
    expect(await screen.findByText('No brand’s feed is late.')).toBeInTheDocument();
  });

  it('links each waiting figure to the screen where it is worked, for the roles that may open it', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }), 'support');
    renderConsole('/overview');
    expect(
      await within(await tile('Identity reviews')).findByRole('link', { name: 'Review identities' }),
    ).toHaveAttribute('href', '/operator/identity');
    expect(within(await tile('Open tickets')).getByRole('link', { name: 'Answer tickets' })).toHaveAttribute(
      'href',
      '/operator/tickets',
    );
    // Support may not open the withdrawals or the commission screens: no link there.
    expect(within(await tile('Withdrawals to review')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(await tile('Commission (estimate)')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links an admin to the withdrawals to review and to pay, and to the commission preview', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }), 'admin');
    renderConsole('/overview');
    expect(
      await within(await tile('Withdrawals to review')).findByRole('link', { name: 'Review withdrawals' }),
    ).toHaveAttribute('href', '/operator/withdrawals?status=pending');
    expect(
      within(await tile('Approved, to pay')).getByRole('link', { name: 'Pay approved withdrawals' }),
    ).toHaveAttribute('href', '/operator/withdrawals?status=approved');
    expect(
      within(await tile('Commission (estimate)')).getByRole('link', { name: 'Preview by affiliate' }),
    ).toHaveAttribute('href', '/operator/commission');
  });

  it('draws a chosen figure month by month, each month read with the arrow keys', async () => {
    gateway(() => ({ status: 200, data: { data: overview() } }));
    renderConsole('/overview');
    const chart = await screen.findByRole('group', {
      name: /^Registrations by month, December 2025 to November 2026\./,
    });
    const user = userEvent.setup();
    const figure = screen.getByRole('combobox', { name: 'Figure' });
    expect(
      within(figure)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Registrations',
      'First deposits',
      'Clicks',
      'Active affiliates',
      'NGR (EUR)',
      'Commission (EUR)',
      'NGR (GBP)',
      'Commission (GBP)',
    ]);
    chart.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('November 2026: 2', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('September 2026: 7', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.selectOptions(figure, 'NGR (EUR)');
    const ngr = await screen.findByRole('group', { name: /^NGR \(EUR\) by month/ });
    ngr.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('November 2026: €1,240.50', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  it('says when the program has no figures yet, instead of an empty chart', async () => {
    const empty = overview({
      open_month: zeroMonth('2026-11'),
      series: months.map(zeroMonth),
      affiliates: { total: 0, suspended: 0, active: 0 },
    });
    gateway(() => ({ status: 200, data: { data: empty } }));
    renderConsole('/overview');
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(await tile('NGR')).toHaveTextContent('None yet');
  });

  it('reports a failed load with the reason, and loads again on Try again', async () => {
    let fail = true;
    gateway(() =>
      fail
        ? { status: 503, data: { message: 'The database is unavailable. Try again shortly.' } }
        : { status: 200, data: { data: overview() } },
    );
    renderConsole('/overview');
    expect(
      await screen.findByText(/We could not load the overview\. The database is unavailable/),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await tile('Clicks')).toHaveTextContent('1,234');
  });
});
