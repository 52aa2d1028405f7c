import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { listedPlayer, memberFixture, pageMeta, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ReferralsScreen } from '../referrals-screen';

const LIST = '/api/v1/affiliate/7/member';

const ONE_BRAND = [{ code: 'goldline-partners', name: 'Goldline Partners' }];
const TWO_BRANDS = [...ONE_BRAND, { code: 'goldline-br', name: 'Goldline Bet Brasil' }];

/** 23 players; the page and size come from the request. */
function listReply(request: RecordedRequest, brands = ONE_BRAND): StubReply {
  const { page: p = '1', per_page = '10' } = queryOf(request);
  const pageNo = Number(p);
  const size = Number(per_page);
  const total = 23;
  const rows = Array.from({ length: Math.max(0, Math.min(size, total - (pageNo - 1) * size)) }, (_, i) =>
    listedPlayer(1000 + (pageNo - 1) * size + i),
  );
  return {
    status: 200,
    data: { data: rows, meta: pageMeta(pageNo, size, total, { currency: 'EUR', brands }) },
  };
}

function renderReferrals(path = '/referrals', list: (request: RecordedRequest) => StubReply = listReply) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url.startsWith(LIST)) return list(request);
    return { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes(
    [page('/referrals', <ReferralsScreen />), page('/affilliate-tools', <h1>Affiliate Tools</h1>)],
    path,
  );
  const listRequests = () => requests.filter((r) => r.url === LIST);
  return { requests, listRequests, ...view };
}

async function table() {
  return within(await screen.findByRole('table', { name: /Referred players/ }));
}

describe('referrals screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it("loads the default filters and shows the rows with each player's id, dates and figures", async () => {
    const { listRequests } = renderReferrals();
    const rows = await table();
    expect(await rows.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    const first = rows.getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'QualifiedQualified on 03/05/2026',
      '03/01/2026',
      '03/04/2026',
      'Casino',
      'Goldline Partners',
      'Germany',
      '€50.0003/05/2026',
      '€1,250.50',
      '€9,876.54',
      '-€120.10',
      '€25.00',
    ]);
    expect(queryOf(listRequests()[0]!)).toEqual({
      page: '1',
      per_page: '10',
      registered: 'false',
      deposited: 'true',
    });
    expect(screen.getByText('Showing 1–10 of 23 players')).toBeInTheDocument();
    // The same players as cards for small screens.
    expect(
      within(screen.getByRole('list', { name: 'Referred players' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(10);
  });

  it("shows each player's CPA status in a word with its reason, in the table and on the phone's cards", async () => {
    const statuses = [
      listedPlayer(1000, {
        cpa_status: 'pending',
        cpa_reason: 'Turnover €120.00 of €200.00 — 3 days left',
        cpa_qualified_on: null,
      }),
      listedPlayer(1001),
      listedPlayer(1002, {
        cpa_status: 'not_qualified',
        cpa_reason: 'The 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00',
        cpa_qualified_on: null,
      }),
      listedPlayer(1003, {
        cpa_status: 'over_cap',
        cpa_reason: 'Qualified on 11/05/2026, after the monthly cap of 2 paid players was reached',
        cpa_qualified_on: '2026-11-05',
      }),
      listedPlayer(1004, {
        cpa_status: 'reversed',
        cpa_reason: 'Reversed by the program on 11/20/2026: Duplicate account',
      }),
    ];
    renderReferrals('/referrals', () => ({
      status: 200,
      data: { data: statuses, meta: pageMeta(1, 10, 5, { currency: 'EUR', brands: ONE_BRAND }) },
    }));
    const rows = await table();
    await rows.findByRole('rowheader', { name: '1000' });
    // Right after the player's id.
    expect(rows.getAllByRole('columnheader')[1]).toHaveTextContent('CPA');
    expect(
      rows
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual([
      'PendingTurnover €120.00 of €200.00 — 3 days left',
      'QualifiedQualified on 03/05/2026',
      'Not qualifiedThe 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00',
      'Over the capQualified on 11/05/2026, after the monthly cap of 2 paid players was reached',
      'ReversedReversed by the program on 11/20/2026: Duplicate account',
    ]);
    // Each card says the same under "CPA".
    const cards = within(screen.getByRole('list', { name: 'Referred players' })).getAllByRole('listitem');
    expect(within(cards[2]!).getByText('Not qualified')).toBeInTheDocument();
    expect(
      within(cards[2]!).getByText('The 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00'),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('CPA')).toBeInTheDocument();
  });

  it('leaves the CPA column out when the deal pays no CPA', async () => {
    const noCpa = { cpa_status: null, cpa_reason: null, cpa_qualified_on: null };
    renderReferrals('/referrals', () => ({
      status: 200,
      data: {
        data: [listedPlayer(1000, noCpa), listedPlayer(1001, noCpa)],
        meta: pageMeta(1, 10, 2, { currency: 'EUR', brands: ONE_BRAND }),
      },
    }));
    const rows = await table();
    await rows.findByRole('rowheader', { name: '1000' });
    expect(rows.queryByRole('columnheader', { name: 'CPA' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Referred players' })).queryByText('CPA'),
    ).not.toBeInTheDocument();
  });

  it('hides the brand filter from an affiliate of one brand', async () => {
    renderReferrals();
    await table();
    expect(screen.queryByLabelText('Brand')).not.toBeInTheDocument();
  });

  it("filters by brand for an affiliate of several, with the brands of the affiliate's codes as choices", async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderReferrals('/referrals', (request) =>
      listReply(request, TWO_BRANDS),
    );
    await table();
    const brand = await screen.findByLabelText('Brand');
    expect(
      within(brand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All brands', 'Goldline Partners', 'Goldline Bet Brasil']);
    await user.selectOptions(brand, 'goldline-br');
    await waitFor(() => expect(queryOf(listRequests().at(-1)!).brand).toBe('goldline-br'));
    expect(router.state.location.search).toContain('brand=goldline-br');
    await user.selectOptions(screen.getByLabelText('Brand'), '');
    // Every brand again: the first answer, from the cache, and no brand in the URL.
    await waitFor(() => expect(router.state.location.search).not.toContain('brand'));
  });

  it('reloads at once when a filter changes, with the right query, and keeps the filter in the URL', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderReferrals();
    await (await table()).findByRole('rowheader', { name: '1000' });

    await user.selectOptions(screen.getByLabelText('Year'), '2026');
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(router.state.location.search).toBe('?year=2026');

    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await user.selectOptions(screen.getByLabelText('Category'), 'poker');
    await user.click(screen.getByLabelText('Registered only'));
    await user.click(screen.getByLabelText('Deposited only'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');

    await waitFor(() => expect(listRequests()).toHaveLength(7));
    expect(queryOf(listRequests().at(-1)!)).toEqual({
      page: '1',
      per_page: '25',
      year: '2026',
      month: '3',
      category: 'poker',
      registered: 'true',
      deposited: 'false',
    });
    expect(router.state.location.search).toBe(
      '?per_page=25&year=2026&month=3&category=poker&registered=true&deposited=false',
    );
  });

  it('opens a shared link with its filters, and Reset restores the defaults and reloads', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderReferrals(
      '/referrals?year=2025&category=sports&deposited=false&page=2',
    );
    await (await table()).findByRole('rowheader', { name: '1010' });
    expect(queryOf(listRequests()[0]!)).toEqual({
      page: '2',
      per_page: '10',
      year: '2025',
      category: 'sports',
      registered: 'false',
      deposited: 'false',
    });
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('Deposited only')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(queryOf(listRequests().at(-1)!)).toEqual({
        page: '1',
        per_page: '10',
        registered: 'false',
        deposited: 'true',
      }),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('Deposited only')).toBeChecked();
    expect(screen.getByLabelText('Registered only')).not.toBeChecked();

    // Reset on the default view still reloads.
    const before = listRequests().length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(listRequests().length).toBe(before + 1));
  });

  it("shows 'Failed to fetch members' on failure, and Try again reloads", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { listRequests } = renderReferrals('/referrals', (request) =>
      fail ? { status: 500, data: { message: 'Boom' } } : listReply(request),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch members');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await (await table()).findByRole('rowheader', { name: '1000' });
    expect(listRequests().length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Failed to fetch members')).not.toBeInTheDocument();
  });

  it('moves between pages from the pagination links', async () => {
    const user = userEvent.setup();
    const { listRequests, router } = renderReferrals();
    await (await table()).findByRole('rowheader', { name: '1000' });
    const nav = screen.getByRole('navigation', { name: 'Referrals pages' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: /Next/ }));
    await (await table()).findByRole('rowheader', { name: '1010' });
    expect(router.state.location.search).toBe('?page=2');
    expect(queryOf(listRequests().at(-1)!)).toMatchObject({ page: '2' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Referrals pages' })).getByRole('link', {
        name: 'Page 3',
      }),
    );
    await (await table()).findByRole('rowheader', { name: '1020' });
    expect(screen.getByText('Showing 21–23 of 23 players')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Referrals pages' })).getByRole('link', {
        name: 'Page 3',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Referrals pages' })).queryByRole('link', {
        name: /Next/,
      }),
    ).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Referrals pages' })).getByRole('link', {
        name: /Previous/,
      }),
    );
    await (await table()).findByRole('rowheader', { name: '1010' });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('exports every row of the current filter through the API client and saves the file', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderReferrals('/referrals?year=2026&category=casino&page=3', (request) =>
      request.url.endsWith('/export')
        ? { status: 200, data: 'customer_id,date_joined\n1000,2026-03-01\n' }
        : listReply(request),
    );
    await (await table()).findByRole('rowheader', { name: '1020' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportRequest = requests.find((r) => r.url === '/api/v1/affiliate/7/member/export')!;
    // All rows of the filter: no page or per_page.
    expect(queryOf(exportRequest)).toEqual({
      format: 'csv',
      year: '2026',
      category: 'casino',
      registered: 'false',
      deposited: 'true',
    });
    expect(exportRequest.headers.authorization).toBe('Bearer access');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^referrals-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it('shows an export failure with the server message', async () => {
    const user = userEvent.setup();
    renderReferrals('/referrals', (request) =>
      request.url.endsWith('/export')
        ? { status: 422, data: { message: 'Too many rows: narrow the filter.' } }
        : listReply(request),
    );
    await (await table()).findByRole('rowheader', { name: '1000' });
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(
      await screen.findByText('The JSON export failed. Too many rows: narrow the filter.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
  });
});
