import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportFigures, ReportResponse } from '@affiliate/contract/endpoints/reports';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ReportsScreen } from '../reports-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

/** Issue 35: the reports' Brand and Product groupings and the brand filter. */
const REPORT = '/api/v1/affiliate/7/reports';
const WEEK = 'range=custom&from=2026-11-02&to=2026-11-08';
const ONE_BRAND = [{ code: 'goldline-partners', name: 'Goldline Partners' }];
const TWO_BRANDS = [...ONE_BRAND, { code: 'goldline-br', name: 'Goldline Bet Brasil' }];

function figures(clicks: number | null, signups: number, deposits = '0.00'): ReportFigures {
  return {
    clicks,
    signups,
    registrations: signups,
    first_depositors: 0,
    first_deposit_amount: '0.00',
    deposits,
    ngr: '0.00',
    commission: '0.00',
  };
}

function reply(brands: typeof ONE_BRAND) {
  return (request: RecordedRequest): StubReply => {
    const q = queryOf(request);
    const group = q.group ?? 'day';
    const rows: Array<[string, string, ReportFigures]> =
      group === 'product'
        ? [
            ['casino', 'Casino', figures(null, 3, '120.00')],
            ['sports', 'Sports', figures(null, 1, '40.00')],
          ]
        : group === 'brand'
          ? [
              ['goldline-partners', 'Goldline Partners', figures(8, 3, '120.00')],
              ['goldline-br', 'Goldline Bet Brasil', figures(2, 1, '40.00')],
            ]
          : [['2026-11-02', '2026-11-02', figures(q.brand ? 2 : 10, q.brand ? 1 : 4)]];
    const totals =
      group === 'product' ? figures(null, 4, '160.00') : figures(q.brand ? 2 : 10, q.brand ? 1 : 4);
    const body: ReportResponse = {
      data: {
        rows: rows.map(([key, label, current]) => ({
          key,
          label,
          days: { from: q.from!, to: q.to! },
          current,
          previous: null,
          previous_key: null,
          previous_days: null,
          previous_label: null,
        })),
        totals: { current: totals, previous: null },
      },
      meta: {
        group: group as ReportResponse['meta']['group'],
        from: q.from!,
        to: q.to!,
        compare_from: null,
        compare_to: null,
        sort: 'key',
        order: 'asc',
        rows_total: rows.length,
        currency: 'EUR',
        definitions: {},
        as_of: '2026-11-08T10:00:00.000Z',
        brands,
        banner_filter: null,
        ...noActivityFreshness,
      },
    };
    return { status: 200, data: body };
  };
}

function renderReports(path: string, brands = TWO_BRANDS) {
  const requests = stubFetch((request) =>
    request.url.startsWith(REPORT) ? reply(brands)(request) : { status: 404, data: { message: 'Not found' } },
  );
  const view = renderRoutes([page('/reports', <ReportsScreen />)], path);
  const reportRequests = () => requests.filter((r) => r.url === REPORT);
  return { reportRequests, ...view };
}

describe('reports by brand and by product', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('offers Brand and Product among the groupings', async () => {
    renderReports(`/reports?${WEEK}`);
    await screen.findByRole('table', { name: /^Day/ });
    const options = within(screen.getByLabelText('Group by'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Brand', 'Product']));
  });

  it('groups by brand: a row per brand by its name, each opening its days filtered to the brand', async () => {
    const user = userEvent.setup();
    const { reportRequests, router } = renderReports(`/reports?${WEEK}`);
    await screen.findByRole('table', { name: /^Day/ });
    await user.selectOptions(screen.getByLabelText('Group by'), 'brand');
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!).group).toBe('brand'));
    const table = within(await screen.findByRole('table', { name: /^Brand/ }));
    const names = (await table.findAllByRole('rowheader')).map((r) => r.textContent);
    expect(names).toEqual(['Goldline Partners', 'Goldline Bet Brasil', 'Total']);
    await user.click(table.getByRole('button', { name: 'Goldline Bet Brasil: show by day' }));
    await waitFor(() =>
      expect(queryOf(reportRequests().at(-1)!)).toMatchObject({ group: 'day', brand: 'goldline-br' }),
    );
    expect(router.state.location.search).toContain('brand=goldline-br');
    expect(
      await screen.findByRole('button', { name: 'Remove filter Brand: Goldline Bet Brasil' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('goldline-br');
  });

  it('groups by product: clicks read n/a, no row opens, and a brand filter is dropped', async () => {
    const user = userEvent.setup();
    const { reportRequests } = renderReports(`/reports?brand=goldline-br&${WEEK}`);
    await screen.findByRole('table', { name: /^Day/ });
    expect(queryOf(reportRequests()[0]!).brand).toBe('goldline-br');
    await user.selectOptions(screen.getByLabelText('Group by'), 'product');
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!).group).toBe('product'));
    expect(queryOf(reportRequests().at(-1)!).brand).toBeUndefined();
    const table = within(await screen.findByRole('table', { name: /^Product/ }));
    const casino = (await table.findByRole('rowheader', { name: 'Casino' })).closest('tr')!;
    expect(within(casino).getAllByRole('cell')[0]).toHaveTextContent('n/a');
    expect(table.queryByRole('button', { name: /show by day/ })).not.toBeInTheDocument();
    // No brand filter beside products: the gateway refuses it.
    expect(screen.queryByLabelText('Brand')).not.toBeInTheDocument();
  });

  it("filters by brand from the controls, with the brands of the affiliate's codes as choices", async () => {
    const user = userEvent.setup();
    const { reportRequests } = renderReports(`/reports?${WEEK}`);
    await screen.findByRole('table', { name: /^Day/ });
    const brand = screen.getByLabelText('Brand');
    expect(
      within(brand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All brands', 'Goldline Partners', 'Goldline Bet Brasil']);
    await user.selectOptions(brand, 'goldline-partners');
    await waitFor(() => expect(queryOf(reportRequests().at(-1)!).brand).toBe('goldline-partners'));
  });

  it('hides the brand filter when the affiliate has codes of one brand', async () => {
    renderReports(`/reports?${WEEK}`, ONE_BRAND);
    await screen.findByRole('table', { name: /^Day/ });
    expect(screen.queryByLabelText('Brand')).not.toBeInTheDocument();
  });
});
