import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommissionInputsDialog, type PeriodSummary } from '../commission-inputs-dialog';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const totals = {
  clicks: 812,
  signups: 40,
  registrations: 31,
  first_depositors: 7,
  first_deposit_amount: '700.00',
  deposits: '12500.00',
  turnover: '88000.00',
  winloss: '4321.09',
  bonuses: '210.50',
  ngr: '3699.58',
  estimated_commission: '1274.89',
};

function summary(
  plan: PeriodSummary['meta']['commission_plan'],
  definitions: Record<string, string> = {},
): PeriodSummary {
  return {
    data: { totals, series: [] },
    meta: {
      from: '2026-11-01',
      to: '2026-11-30',
      granularity: 'day',
      category: null,
      brand: null,
      brands: [],
      currency: 'EUR',
      definitions,
      commission_plan: plan,
      as_of: '2026-11-10T08:00:00Z',
      ...noActivityFreshness,
    },
  };
}

async function openInputs(props: PeriodSummary) {
  const user = userEvent.setup();
  const { unmount } = render(<CommissionInputsDialog summary={props} />);
  await user.click(screen.getByRole('button', { name: 'See how it is calculated' }));
  const dialog = await screen.findByRole('dialog', { name: 'Estimated commission: the inputs' });
  const pairs = [...dialog.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
    dt.nextElementSibling?.nextElementSibling?.textContent,
  ]);
  return { user, dialog, pairs, unmount };
}

describe('commission inputs', () => {
  it("shows the dashboard's figures and plan one click away, with the gateway's definitions", async () => {
    const { pairs } = await openInputs(
      summary(
        { revenue_share: '0.3000', admin_fee_rate: '0.1500', cpa_amount: '25.00', cpa_min_deposit: '20.00' },
        {
          winloss: 'Stakes minus payouts.',
          ngr: 'Win/loss minus bonuses minus the admin fee.',
          estimated_commission: 'Revenue share of NGR plus CPA.',
        },
      ),
    );
    expect(pairs).toEqual([
      ['Win/loss', '€4,321.09', 'Stakes minus payouts.'],
      ['Bonuses', '€210.50', 'Bonuses granted to your players.'],
      [
        'Admin fee rate',
        '15%',
        'The share of win/loss the brand keeps for its costs (payments, licences), taken before the revenue share.',
      ],
      ['NGR', '€3,699.58', 'Win/loss minus bonuses minus the admin fee.'],
      ['Revenue share', '30%', 'Your share of the NGR.'],
      [
        'CPA',
        '7 × €25.00',
        'A fixed amount for each new first depositor whose first deposit is at least €20.00.',
      ],
      ['Estimated commission', '€1,274.89', 'Revenue share of NGR plus CPA.'],
    ]);
  });

  it('leaves CPA out for a plan without it (no amount or a zero one), and closes by keyboard', async () => {
    const zero = await openInputs(
      summary({ revenue_share: '0.25', admin_fee_rate: '0', cpa_amount: '0.00', cpa_min_deposit: '0.00' }),
    );
    expect(zero.pairs.map(([label]) => label)).not.toContain('CPA');
    await zero.user.keyboard('{Escape}');
    zero.unmount();
    const { user, pairs } = await openInputs(summary({ revenue_share: '0.25', admin_fee_rate: '0' }));
    expect(pairs.map(([label]) => label)).toEqual([
      'Win/loss',
      'Bonuses',
      'Admin fee rate',
      'NGR',
      'Revenue share',
      'Estimated commission',
    ]);
    expect(pairs[2]![1]).toBe('0%');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'See how it is calculated' })).toHaveFocus();
  });

  it('shows the amounts exactly as sent, in the currency of the answer', async () => {
    const usd = summary({ revenue_share: '0.125', admin_fee_rate: '0.1' });
    usd.meta.currency = 'USD';
    const { dialog } = await openInputs(usd);
    expect(within(dialog).getByText('$1,274.89')).toBeInTheDocument();
    expect(within(dialog).getByText('12.5%')).toBeInTheDocument();
  });
});
