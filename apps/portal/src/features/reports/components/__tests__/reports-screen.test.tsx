import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportFigures, ReportResponse, ReportRow } from '@affiliate/contract/endpoints/reports';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ReportsScreen } from '../reports-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const REPORT = '/api/v1/affiliate/7/reports';
const WEEK = 'range=custom&from=2026-11-02&to=2026-11-08';

function figures(clicks: number, registrations: number, ngr = '0.00'): ReportFigures {
  return {
    clicks,
    signups: registrations,
    registrations,
    first_depositors: 0,
    first_deposit_amount: '0.00',
    deposits: '0.00',
    ngr,
    commission: '0.00',
  };
}

const sum = (rows: ReportFigures[]): ReportFigures =>
  figures(
    rows.reduce((n, r) => n + (r.clicks ?? 0), 0),
    rows.reduce((n, r) => n + r.registrations, 0),
  );

/** Sub-ID 1 has three values; a time grouping one row a day. The compared period has half the clicks. */
function reportReply(
  request: RecordedRequest,
  options: { empty?: boolean; rowsTotal?: number } = {},
): StubReply {
  const q = queryOf(request);
  const group = q.group ?? 'day';
  const compared = q.compare !== undefined;
  // What the gateway works out for the week of WEEK (and answers in meta).
  const comparedDays =
    q.compare === 'last-year'
      ? { from: '2025-11-02', to: '2025-11-08' }
      : { from: '2026-10-26', to: '2026-11-01' };
  const source: Array<[string, string, ReportFigures]> = [
    ['spring', 'spring', figures(8, 2, '120.50')],
    ['summer', 'summer', figures(3, 0)],
    ['', '(no sub-ID)', figures(0, 1)],
  ];
  const days = ['2026-11-02', '2026-11-03', '2026-11-04'];
  const rows: ReportRow[] = options.empty
    ? []
    : group === 'day'
      ? days.map((key, i) => ({
          key,
          label: key,
          days: { from: key, to: key },
          current: figures(i + 1, i),
          previous: compared ? figures(i, 0) : null,
          previous_key: compared ? `2026-10-${26 + i}` : null,
          previous_days: compared ? { from: `2026-10-${26 + i}`, to: `2026-10-${26 + i}` } : null,
          previous_label: compared ? `2026-10-${26 + i}` : null,
        }))
      : source.map(([key, label, current]) => ({
          key,
          label,
          days: { from: q.from!, to: q.to! },
          current,
          previous: compared ? figures(Math.floor((current.clicks ?? 0) / 2), 0) : null,
          previous_key: compared ? key : null,
          previous_days: compared ? comparedDays : null,
          previous_label: compared ? label : null,
        }));
  const totals = options.empty ? figures(0, 0) : sum(rows.map((r) => r.current));
  const body: ReportResponse = {
    data: {
      rows,
      totals: { current: totals, previous: compared ? sum(rows.map((r) => r.previous!)) : null },
    },
    meta: {
      group: group as ReportResponse['meta']['group'],
      from: q.from!,
      to: q.to!,
      compare_from: compared ? comparedDays.from : null,
      compare_to: compared ? comparedDays.to : null,
      sort: (q.sort ?? (group === 'day' ? 'key' : 'clicks')) as ReportResponse['meta']['sort'],
      order: (q.order ?? (group === 'day' ? 'asc' : 'desc')) as 'asc' | 'desc',
      rows_total: options.rowsTotal ?? rows.length,
      currency: 'EUR',
      definitions: {
        clicks: 'Visits through your tracking links.',
        source: 'The click the brand fed back with the player.',
      },
      as_of: '2026-11-08T10:00:00.000Z',
      brands: [{ code: 'goldline-partners', name: 'Goldline Partners' }],
      ...noActivityFreshness,
      banner_filter:
        q.banner === undefined
          ? null
          : {
              id: Number(q.banner),
              label: q.banner === '12' ? 'Spin Week 300x250 · Spring' : `Banner ${q.banner} (deleted)`,
            },
    },
  };
  return { status: 200, data: body };
}

function renderReports(
  path = `/reports?${WEEK}`,
  reply: (request: RecordedRequest) => StubReply = reportReply,
) {
  const requests = stubFetch((request) =>
    request.url.startsWith(REPORT) ? reply(request) : { status: 404, data: { message: 'Not found' } },
  );
  const view = renderRoutes(
    [page('/reports', <ReportsScreen />), page('/affilliate-tools', <h1>Affiliate Tools</h1>)],
    path,
  );
  const reportRequests = () => requests.filter((r) => r.url === REPORT);
  return { requests, reportRequests, ...view };
}

const table = async () => within(await screen.findByRole('table', { name: /Sub-ID 1|Day/ }));

describe('reports screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('asks for this month by day by default and shows the funnel with its totals, definitions and as-of time', async () => {
    const user = userEvent.setup();
    const { reportRequests } = renderReports('/reports');
    await screen.findByRole('table', { name: /^Day/ });
    const query = queryOf(reportRequests()[0]!);
    expect(query).toMatchObject({ group: 'day', limit: '100' });
    expect(query.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query.compare).toBeUndefined();
    expect(screen.getByText(/^Figures as of 11\/08\/2026/)).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Day',
      'Clicks',
      'Sign-ups',
      'Registrations',
      'First deposits',
      'Deposits',
      'NGR',
      'Commission',
    ]);
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent('6');
    // The chart's text alternative.
    expect(
      screen.getByRole('img', { name: /Clicks by day, .*: 6 in total; highest 11\/04\/2026 with 3/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'What the figures mean' }));
    const dialog = await screen.findByRole('dialog', { name: 'What the figures mean' });
    expect(within(dialog).getByText('Visits through your tracking links.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Where a player comes from', 'Clicks']);
  });

  it('changes the grouping: asks the gateway, keeps it in the URL, and Back returns to the days', async () => {
    const user = userEvent.setup();
    const { reportRequests, router } = renderReports();
    await table();
    await user.selectOptions(screen.getByLabelText('Group by'), 'sub1');
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toEqual({
        group: 'sub1',
        from: '2026-11-02',
        to: '2026-11-08',
        limit: '100',
      }),
    );
    expect(router.state.location.search).toBe(`?group=sub1&${WEEK}`);
    const sources = within(await screen.findByRole('table', { name: /^Sub-ID 1/ }));
    const rows = await sources.findAllByRole('rowheader');
    expect(rows.map((r) => r.textContent)).toEqual(['spring', 'summer', '(no sub-ID)', 'Total']);
    expect(sources.getAllByRole('button', { name: /: show by day$/ })).toHaveLength(3);
    expect(
      screen.getByRole('img', {
        name: 'Sub-ID 1 by clicks, top 3: spring 8, summer 3, (no sub-ID) 0.',
      }),
    ).toBeInTheDocument();

    await router.navigate(-1);
    await screen.findByRole('table', { name: /^Day/ });
    expect(screen.getByLabelText('Group by')).toHaveValue('day');
  });

  it('drills down from a source to its days, with the filter as a removable chip', async () => {
    const user = userEvent.setup();
    const { reportRequests, router } = renderReports(`/reports?group=sub1&${WEEK}`);
    await user.click((await table()).getByRole('button', { name: 'spring: show by day' }));
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toEqual({
        group: 'day',
        from: '2026-11-02',
        to: '2026-11-08',
        sub1: 'spring',
        limit: '100',
      }),
    );
    expect(router.state.location.search).toBe(`?${WEEK}&sub1=spring`);
    await screen.findByRole('table', { name: /^Day/ });
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Sub-ID 1: spring')).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Sub-ID 1: spring' }));
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!)).not.toHaveProperty('sub1'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    // "(no sub-ID)" (links without one) filters on the empty value.
    await router.navigate(`/reports?group=sub1&${WEEK}`);
    const sources = within(await screen.findByRole('table', { name: /^Sub-ID 1/ }));
    await user.click(sources.getByRole('button', { name: '(no sub-ID): show by day' }));
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ group: 'day', sub1: '' }));
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getByText('Sub-ID 1: (no sub-ID)'),
    ).toBeInTheDocument();
  });

  it("names a banner's chip as the report names its banner, in the report's own answer (a deleted one too)", async () => {
    const { router, requests } = renderReports(`/reports?${WEEK}&banner=12`);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByText('Banner: Spin Week 300x250 · Spring')).toBeInTheDocument();
    // One request: the name comes with the figures.
    expect(requests.every((r) => r.url === REPORT)).toBe(true);

    await router.navigate(`/reports?${WEEK}&banner=99`);
    expect(
      await within(screen.getByRole('list', { name: 'Active filters' })).findByText(
        'Banner: Banner 99 (deleted)',
      ),
    ).toBeInTheDocument();
  });

  it('compares with the period the gateway works out and shows each compared figure with its change', async () => {
    const user = userEvent.setup();
    const { reportRequests } = renderReports(`/reports?group=sub1&${WEEK}`);
    await table();
    await user.selectOptions(screen.getByLabelText('Compare with'), 'previous');
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ compare: 'previous' }));
    expect(queryOf(reportRequests().at(-1)!).compare_from).toBeUndefined();
    // The dates are the gateway's answer.
    await screen.findByText(/^Compared with 10\/26\/2026 to 11\/01\/2026/);
    const spring = (await table()).getByRole('button', { name: 'spring: show by day' }).closest('tr')!;
    // 8 clicks against 4: up 100 %.
    expect(within(spring).getAllByRole('cell')[0]).toHaveTextContent('8, vs 4, ▲ 100%');

    await user.selectOptions(screen.getByLabelText('Compare with'), 'last-year');
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ compare: 'last-year' }));
    await screen.findByText(/^Compared with 11\/02\/2025 to 11\/08\/2025/);
  });

  it('sorts on the gateway from the column headers, with aria-sort', async () => {
    const user = userEvent.setup();
    const { reportRequests, router } = renderReports(`/reports?group=sub1&${WEEK}`);
    await table();
    expect(screen.getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click((await table()).getByRole('button', { name: 'NGR' }));
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ sort: 'ngr', order: 'desc' }),
    );
    expect(router.state.location.search).toContain('sort=ngr&order=desc');
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /NGR/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(screen.getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute('aria-sort', 'none');
    // The bars follow the sorted figure.
    expect(screen.getByLabelText('Chart')).toHaveValue('ngr');

    await user.click((await table()).getByRole('button', { name: 'NGR' }));
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ sort: 'ngr', order: 'asc' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /NGR/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
  });

  it('says when the grouping was cut to its top rows', async () => {
    renderReports(`/reports?group=sub1&${WEEK}`, (request) => reportReply(request, { rowsTotal: 250 }));
    expect(await screen.findByText('Showing the top 3 of 250 — export for all.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show up to 1,000' })).toBeInTheDocument();
  });

  it('exports the report on screen as CSV through the API client', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderReports(
      `/reports?group=sub1&${WEEK}&compare=previous&code=GOLDDEMO&sort=ngr`,
      (request) =>
        request.url.endsWith('/export')
          ? { status: 200, data: 'sub1,label\nspring,spring\n' }
          : reportReply(request),
    );
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportRequest = requests.find((r) => r.url === `${REPORT}/export`)!;
    // Every row: no sort or limit.
    expect(queryOf(exportRequest)).toEqual({
      group: 'sub1',
      from: '2026-11-02',
      to: '2026-11-08',
      compare: 'previous',
      code: 'GOLDDEMO',
    });
    expect(exportRequest.headers.authorization).toBe('Bearer access');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'report-sub1-2026-11-02-2026-11-08.csv',
    );
    click.mockRestore();
  });

  it('shows the empty state when nothing happened in the period', async () => {
    renderReports(`/reports?group=sub1&${WEEK}`, (request) => reportReply(request, { empty: true }));
    expect(await screen.findByText('No clicks or players in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('applies custom dates and refuses an end before the start', async () => {
    const user = userEvent.setup();
    const { reportRequests, router } = renderReports('/reports?group=sub1');
    await table();
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-10-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-20');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ from: '2026-10-10', to: '2026-10-20' }),
    );
    expect(router.state.location.search).toBe('?group=sub1&range=custom&from=2026-10-10&to=2026-10-20');
  });
});
