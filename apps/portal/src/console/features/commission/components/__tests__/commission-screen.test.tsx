import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { CommissionPeriodSummary, CommissionPreview } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const monthsPath = api.operatorConsole.commissionPeriods.path;
const previewPath = (period: string) => `/api/v1/operator/periods/${period}`;
const closePath = (period: string) => `/api/v1/operator/periods/${period}/close`;

const eurTotal = {
  currency: 'EUR',
  affiliates: 2,
  credited: 1,
  ngr: '220.00',
  revenue_share_amount: '69.00',
  cpa_total: '25.00',
  carry_out: '-50.00',
  amount: '94.00',
  sub_affiliate_earnings: '5.00',
  total_credited: '99.00',
};
const gbpTotal = {
  currency: 'GBP',
  affiliates: 1,
  credited: 0,
  ngr: '-500.00',
  revenue_share_amount: '0.00',
  cpa_total: '0.00',
  carry_out: '-500.00',
  amount: '0.00',
  sub_affiliate_earnings: '0.00',
  total_credited: '0.00',
};

const months: CommissionPeriodSummary[] = [
  { period: '2026-11', state: 'running', closed_at: null, closed_by: null, totals: [] },
  { period: '2026-10', state: 'ready', closed_at: null, closed_by: null, totals: [] },
  {
    period: '2026-09',
    state: 'closed',
    closed_at: '2026-10-01T06:00:00Z',
    closed_by: 'operator:finance@goldline.example',
    totals: [{ ...eurTotal, amount: '310.00', sub_affiliate_earnings: '12.50', total_credited: '322.50' }],
  },
];

const demoLine = {
  member_id: 7,
  username: 'demo',
  currency: 'EUR',
  revenue_share: '0.3000',
  admin_fee_rate: '0.1000',
  cpa_amount_each: '25.00',
  ngr: '230.00',
  late_ngr: '0.00',
  carry_in: '0.00',
  revenue_share_amount: '69.00',
  cpa_count: 1,
  cpa_total: '25.00',
  carry_out: '0.00',
  amount: '94.00',
};
const rivalLine = {
  ...demoLine,
  member_id: 8,
  username: 'rival',
  currency: 'GBP',
  revenue_share: '0.2500',
  admin_fee_rate: '0.0000',
  cpa_amount_each: '0.00',
  ngr: '-500.00',
  carry_in: '-20.00',
  revenue_share_amount: '0.00',
  cpa_count: 0,
  cpa_total: '0.00',
  carry_out: '-520.00',
  amount: '0.00',
};

const october: CommissionPreview = {
  period: '2026-10',
  state: 'ready',
  closed_at: null,
  closed_by: null,
  totals: [eurTotal, gbpTotal],
  lines: [demoLine, rivalLine],
  computed_at: '2026-11-02T09:00:00Z',
};

const ok = (data: unknown): StubReply => ({ status: 200, data: { data } });

function gateway(handle: (request: RecordedRequest) => StubReply | undefined) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role: 'finance' }) } };
    return handle(request) ?? { status: 404, data: { message: 'Not found.' } };
  });
}

describe('the Commission screen', () => {
  beforeEach(() => signInOperator());

  it('opens on the month ready to close: its totals per currency and each affiliate’s line with the plan it applies', async () => {
    gateway((request) =>
      request.url === monthsPath
        ? ok(months)
        : request.url === previewPath('2026-10')
          ? ok(october)
          : undefined,
    );
    renderConsole('/commission');

    const panel = await screen.findByRole('region', { name: 'October 2026' });
    expect(await within(panel).findByText('Ready to close')).toBeInTheDocument();
    const totals = await within(panel).findByRole('table', { name: 'Totals' });
    const eur = within(totals).getByRole('row', { name: /^EUR/ });
    expect(within(eur).getByText('€94.00')).toBeInTheDocument();
    // What parents earn on their sub-affiliates, beside the commissions, and the two together last.
    expect(within(totals).getByRole('columnheader', { name: 'Sub-affiliate earnings' })).toBeInTheDocument();
    expect(within(eur).getByText('€5.00')).toBeInTheDocument();
    expect(eur.lastElementChild).toHaveTextContent('€99.00');
    expect(
      within(panel).getByText(/^Sub-affiliate earnings: an estimate of what parents earn/),
    ).toHaveTextContent('are worked out only when the month closes, and show here once it is closed.');
    expect(within(eur).getByText('1 credited')).toBeInTheDocument();
    expect(within(eur).getByText('-€50.00')).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /^GBP/ }).lastElementChild).toHaveTextContent('£0.00');

    const lines = within(panel).getByRole('table', { name: 'By affiliate' });
    const demo = within(lines).getByRole('row', { name: /demo/ });
    // Each rate is a span of its own (kept whole on a phone): the plan reads as one text in the row.
    expect(demo).toHaveTextContent('30% revenue share · 10% admin fee · CPA €25.00');
    expect(within(demo).getByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/operator/affiliates/7',
    );
    expect(within(demo).getByText('1 first depositors')).toBeInTheDocument();
    const rival = within(lines).getByRole('row', { name: /rival/ });
    expect(within(rival).getByText('carried in -£20.00')).toBeInTheDocument();
    expect(within(rival).getByText('carries -£520.00')).toBeInTheDocument();

    const list = screen.getByRole('table', { name: 'Months' });
    const september = within(list).getByRole('row', { name: /September 2026/ });
    expect(within(september).getByText('€322.50')).toBeInTheDocument();
    expect(
      within(september).getByText('€310.00 commission + €12.50 sub-affiliate earnings'),
    ).toBeInTheDocument();
    expect(within(september).getByText('by operator:finance@goldline.example')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Preview October 2026' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('closes the month after confirming what it credits, then shows it closed', async () => {
    let closed = false;
    const requests = gateway((request) => {
      if (request.url === monthsPath)
        return ok(
          closed ? months.map((m) => (m.period === '2026-10' ? { ...m, state: 'closed' } : m)) : months,
        );
      if (request.url === previewPath('2026-10'))
        return ok(
          closed
            ? {
                ...october,
                state: 'closed',
                closed_at: '2026-11-02T09:05:00Z',
                closed_by: 'operator:finance@goldline.example',
              }
            : october,
        );
      if (request.url === closePath('2026-10') && request.method === 'POST') {
        closed = true;
        return ok({
          period: '2026-10',
          closed_now: true,
          closed_at: '2026-11-02T09:05:00Z',
          affiliates: 2,
          total_commission: '94.00',
          sub_affiliate_earnings: '5.00',
          late_adjustments: 0,
          totals: [eurTotal, gbpTotal],
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderConsole('/commission');

    await user.click(await screen.findByRole('button', { name: 'Close October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close October 2026?' });
    expect(dialog).toHaveTextContent(
      'This credits €94.00 to 1 affiliate, and about €5.00 to parents on their sub-affiliates (€99.00 in all) and £0.00 to 0 affiliates as this preview shows, and notifies them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close October 2026' }));

    expect(
      await screen.findByText(
        'October 2026 is closed: 2 affiliates have a commission line, credited and notified. Parents were credited €5.00 on their sub-affiliates.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === closePath('2026-10'))).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'October 2026' })).getByText('Closed'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Close October 2026' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the gateway’s reason when the close is refused', async () => {
    gateway((request) => {
      if (request.url === monthsPath) return ok(months);
      if (request.url === previewPath('2026-10')) return ok(october);
      if (request.url === closePath('2026-10'))
        return {
          status: 409,
          data: { message: 'Close September 2026 first: periods close in order.', code: 409 },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderConsole('/commission');
    await user.click(await screen.findByRole('button', { name: 'Close October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close October 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close October 2026' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Close September 2026 first: periods close in order.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the month named in the address, and says when a month has nothing to credit', async () => {
    gateway((request) => {
      if (request.url === monthsPath) return ok(months);
      if (request.url === previewPath('2026-11'))
        return ok({ ...october, period: '2026-11', state: 'running', totals: [], lines: [] });
      return undefined;
    });
    renderConsole('/commission?month=2026-11');
    const panel = await screen.findByRole('region', { name: 'November 2026' });
    expect(
      await within(panel).findByText(
        'No affiliate has a commission for November 2026: no activity, no negative carried in, no late activity.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
  });

  it('says when the months could not be loaded, and loads them again on request', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      ok(months),
    ];
    gateway((request) =>
      request.url === monthsPath
        ? answers.shift()
        : request.url === previewPath('2026-10')
          ? ok(october)
          : undefined,
    );
    renderConsole('/commission');
    expect(
      await screen.findByText(/We could not load the months\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Months' })).toBeInTheDocument();
  });
});
