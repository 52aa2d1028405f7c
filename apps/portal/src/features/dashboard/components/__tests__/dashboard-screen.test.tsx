import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFigures } from '@affiliate/contract';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { DashboardScreen } from '../dashboard-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const figures = (turnover: string, winloss: string): DashboardFigures => ({
  clicks: 0,
  signups: 12,
  registrations: 9,
  first_depositors: 4,
  first_deposit_amount: '200',
  deposits: '1500.25',
  turnover,
  winloss,
  bonuses: '40',
  ngr: '300.1',
  estimated_commission: '75.03',
});

function dashboardReply(request: RecordedRequest): StubReply {
  const query = Object.fromEntries(new URL(request.fullUrl).searchParams);
  return {
    status: 200,
    data: {
      data: {
        totals: figures('4321.5', '-250.75'),
        series: [{ period_start: query.from, ...figures('4321.5', '-250.75') }],
      },
      meta: {
        from: query.from,
        to: query.to,
        granularity: query.granularity,
        category: query.category ?? null,
        currency: 'GBP',
        definitions: {
          turnover: 'The sum of all stakes your players placed.',
          winloss: 'Stakes minus payouts.',
        },
        commission_plan: { revenue_share: '0.25', admin_fee_rate: '0.1' },
        as_of: '2026-11-22T10:00:00Z',
        ...noActivityFreshness,
      },
    },
  };
}

function renderDashboard(
  total = 2034,
  path = '/',
  asOf = () => new Date(Date.now() - 5 * 60_000).toISOString(),
) {
  const requests = stubFetch((request) => {
    switch (request.url) {
      case '/api/v1/bo/me':
        return { status: 200, data: { data: memberFixture('GBP', '£') } };
      case '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period':
        return {
          status: 200,
          data: {
            data: {
              period_start: '2026-11-01',
              period_end: '2026-11-30',
              currency: 'GBP',
              turnover: '123456.785',
              winloss: '-9876.5',
              as_of: asOf(),
            },
          },
        };
      case '/api/v1/affiliate/7/referral-count':
        return {
          status: 200,
          data: {
            data: {
              total,
              registered: Math.floor(total * 0.8),
              depositing: Math.floor(total / 2),
              active_this_period: 311,
            },
          },
        };
      case '/api/v1/affiliate/7/dashboard':
        return dashboardReply(request);
      case '/api/v1/bo/me/balance':
        return {
          status: 200,
          data: { data: { currency: 'GBP', balance: '1450.00', available: '1200.00', held: '250.00' } },
        };
      default:
        return { status: 404, data: { message: 'Not found' } };
    }
  });
  const view = renderRoutes(
    [page('/', <DashboardScreen />), page('/affilliate-tools', <h1>Affiliate Tools</h1>)],
    path,
  );
  return { requests, ...view };
}

const card = (name: string) => screen.findByRole('region', { name });

describe('dashboard screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it("shows the current period's turnover and win/loss in the member's currency, with the period and freshness", async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Current period: November 2026' })).toBeInTheDocument();
    await waitFor(async () => expect(await card('Referral turnover')).toHaveTextContent('£123,456.79'));
    expect(await card('Referral win/loss')).toHaveTextContent('-£9,876.50');
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated 5 minutes ago');
  });

  it("shows this period's estimated commission with its inputs one click away", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(async () =>
      expect(await card('Estimated commission this period')).toHaveTextContent('£75.03'),
    );
    // The whole month under the deal (tiers, bands, CPA) is one link away.
    expect(
      within(await card('Estimated commission this period')).getByRole('link', {
        name: 'See the month in full',
      }),
    ).toHaveAttribute('href', '/commission');
    await user.click(screen.getByRole('button', { name: 'See how it is calculated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estimated commission: the inputs' });
    expect(
      [...dialog.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
      ),
    ).toEqual([
      'Win/loss -£250.75',
      'Bonuses £40.00',
      'Admin fee rate 10%',
      'NGR £300.10',
      'Revenue share 25%',
      'Estimated commission £75.03',
    ]);
  });

  it('follows new activity while open: asks every minute, reloads counts and chart only when the figures moved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let asOf = new Date(Date.now() - 5 * 60_000).toISOString();
      const { requests } = renderDashboard(2034, '/', () => asOf);
      await waitFor(async () => expect(await card('Turnover')).toHaveTextContent('£4,321.50'));
      expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated 5 minutes ago');
      const count = (url: string) => requests.filter((r) => r.url === url).length;
      const [period, counts, chart] = [
        '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period',
        '/api/v1/affiliate/7/referral-count',
        '/api/v1/affiliate/7/dashboard',
      ];
      const before = { period: count(period), counts: count(counts), chart: count(chart) };

      // A minute on, nothing new: only the current period is asked for; the label has moved on.
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(count(period)).toBe(before.period + 1));
      expect([count(counts), count(chart)]).toEqual([before.counts, before.chart]);
      expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated 6 minutes ago');

      // New activity was ingested: counts and chart follow.
      asOf = new Date().toISOString();
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(count(chart)).toBe(before.chart + 1));
      expect(count(counts)).toBe(before.counts + 1);
      await waitFor(() => expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated just now'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('catches up with new activity on a return to the dashboard within half a minute', async () => {
    let asOf = new Date(Date.now() - 5 * 60_000).toISOString();
    const { requests, router, client } = renderDashboard(2034, '/', () => asOf);
    // The portal's own cache keeps answers for 30 s (lib/query-client.ts); the test client does not by default.
    client.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await waitFor(async () => expect(await card('Turnover')).toHaveTextContent('£4,321.50'));
    const count = (url: string) => requests.filter((r) => r.url === url).length;
    const period = '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period';
    const chart = '/api/v1/affiliate/7/dashboard';
    const before = { period: count(period), chart: count(chart) };

    await router.navigate('/affilliate-tools');
    await screen.findByRole('heading', { name: 'Affiliate Tools' });
    asOf = new Date().toISOString(); // activity arrived meanwhile
    await router.navigate('/');
    await waitFor(() => expect(count(period)).toBe(before.period + 1));
    await waitFor(() => expect(count(chart)).toBe(before.chart + 1));
  });

  it('shows the available balance and the estimated commission of the period, without a request of their own for the chart', async () => {
    const { requests } = renderDashboard();
    const money = screen.getByRole('heading', { name: /^Current period/ }).closest('section')!;
    await waitFor(() =>
      expect(within(money).getByRole('region', { name: 'Available balance' })).toHaveTextContent('£1,200.00'),
    );
    expect(within(money).getByRole('region', { name: 'Available balance' })).toHaveTextContent(
      '£250.00 held for requests',
    );
    await waitFor(() =>
      expect(
        within(money).getByRole('region', { name: 'Estimated commission this period' }),
      ).toHaveTextContent('£75.03'),
    );
    // The card reads this month from the same request as the default chart: one dashboard call.
    expect(requests.filter((r) => r.url === '/api/v1/affiliate/7/dashboard')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/api/v1/bo/me/balance')).toHaveLength(1);
  });

  it('shows the referral counts', async () => {
    renderDashboard();
    await waitFor(async () => expect(await card('Referred players')).toHaveTextContent('2,034'));
    expect(await card('Registered')).toHaveTextContent('1,627');
    expect(await card('Depositing')).toHaveTextContent('1,017');
    expect(await card('Active this period')).toHaveTextContent('311');
  });

  it('charts this month by day, with totals, definitions, a summary and a table alternative', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard();
    const turnover = await card('Turnover');
    await waitFor(() => expect(turnover).toHaveTextContent('£4,321.50'));
    expect(await card('Win/loss')).toHaveTextContent('-£250.75');
    expect(await card('Sign-ups')).toHaveTextContent('12');
    expect(within(turnover).getByText('The sum of all stakes your players placed.')).toBeInTheDocument();

    const chartRequest = requests.find((r) => r.url === '/api/v1/affiliate/7/dashboard')!;
    const query = Object.fromEntries(new URL(chartRequest.fullUrl).searchParams);
    expect(query.granularity).toBe('day');
    expect(query.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(screen.getByRole('group', { name: /Turnover, Win\/loss by day/ })).toBeInTheDocument();
    expect(screen.getByText(/Turnover: £4,321.50 in total/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: /Turnover, Win\/loss by day/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Turnover', 'Win/loss']);
    expect(within(table).getAllByText('£4,321.50')).toHaveLength(1);
  });

  it('reloads the chart for another preset, granularity and category', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard();
    await card('Turnover');
    await user.selectOptions(screen.getByLabelText('Date range'), 'this-year');
    await waitFor(() => {
      const last = requests.filter((r) => r.url === '/api/v1/affiliate/7/dashboard').at(-1)!;
      expect(Object.fromEntries(new URL(last.fullUrl).searchParams)).toMatchObject({
        from: `${new Date().getFullYear()}-01-01`,
        granularity: 'month',
      });
    });
    await user.selectOptions(screen.getByLabelText('Category'), 'poker');
    await waitFor(() => {
      const last = requests.filter((r) => r.url === '/api/v1/affiliate/7/dashboard').at(-1)!;
      expect(Object.fromEntries(new URL(last.fullUrl).searchParams)).toMatchObject({
        granularity: 'month',
        category: 'poker',
      });
    });
  });

  it('opens a shared view from the URL and keeps every change in it', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderDashboard(
      2034,
      '/?range=this-year&category=poker&figures=deposits&view=table',
    );
    expect(await screen.findByRole('table', { name: /Deposits by month/ })).toBeInTheDocument();
    const first = requests.find((r) => r.url === '/api/v1/affiliate/7/dashboard')!;
    expect(Object.fromEntries(new URL(first.fullUrl).searchParams)).toMatchObject({
      from: `${new Date().getFullYear()}-01-01`,
      granularity: 'month',
      category: 'poker',
    });
    expect(screen.getByLabelText('Date range')).toHaveValue('this-year');
    expect(screen.getByLabelText('Category')).toHaveValue('poker');

    await user.selectOptions(screen.getByLabelText('Group by'), 'week');
    await user.click(screen.getByRole('checkbox', { name: 'NGR' }));
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      range: 'this-year',
      by: 'week',
      category: 'poker',
      figures: 'deposits,ngr',
    });
    expect(screen.getByRole('group', { name: /Deposits, NGR by week/ })).toBeInTheDocument();
  });

  it('validates a custom range before asking for it', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard();
    await card('Turnover');
    await user.selectOptions(screen.getByLabelText('Date range'), 'custom');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(requests.length).toBe(before);

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    await waitFor(() => {
      const last = requests.filter((r) => r.url === '/api/v1/affiliate/7/dashboard').at(-1)!;
      expect(Object.fromEntries(new URL(last.fullUrl).searchParams)).toEqual({
        from: '2026-03-10',
        to: '2026-04-30',
        granularity: 'week',
      });
    });
  });

  it('shows the empty state with a pointer to Affiliate Tools for an affiliate without players', async () => {
    renderDashboard(0);
    expect(await screen.findByText('No players yet')).toBeInTheDocument();
    expect(screen.getByText(/Share your referral link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate Tools' })).toHaveAttribute(
      'href',
      '/affilliate-tools',
    );
    expect(screen.queryByRole('heading', { name: 'Performance' })).not.toBeInTheDocument();
  });
});
