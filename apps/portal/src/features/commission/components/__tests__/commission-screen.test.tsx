import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommissionCurrentFigures } from '@affiliate/contract/endpoints/commission-current';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import {
  brandDealsCommission,
  ladderCommission,
  negativeBaseCommission,
  tieredCommission,
} from '@/testing/commission-fixtures';
import { startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { CommissionScreen } from '../commission-screen';

const CURRENT = '/api/v1/affiliate/7/commission/current';

function renderCommission(
  reply: (request: RecordedRequest) => StubReply = () => ({ status: 200, data: { data: tieredCommission } }),
) {
  const requests = stubFetch(reply);
  const view = renderRoutes([page('/commission', <CommissionScreen />)], '/commission');
  return { requests, ...view };
}

const answer = (figures: CommissionCurrentFigures) => () => ({ status: 200, data: { data: figures } });

/** Each figure of a group as [label, value], in order (hints, a second <dd>, left out). */
function figuresOf(name: string): Array<[string | null, string | null | undefined]> {
  const group = screen.getByRole('group', { name });
  return [...group.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

/** The text under a figure: what it means, or what is left to the next tier. */
function hintOf(name: string, label: string): string | null | undefined {
  const dt = within(screen.getByRole('group', { name })).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.nextElementSibling?.textContent;
}

function rowsOf(table: string): string[][] {
  return within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('commission screen', () => {
  beforeEach(startSignedInSession);

  it('puts what closing the month now would pay first, then the deal in words and as its document', async () => {
    const user = userEvent.setup();
    const { requests } = renderCommission();
    expect(
      await screen.findByRole('heading', { name: 'If the month closed now: €2,195.00' }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([CURRENT]);
    expect(requests[0]!.headers.authorization).toBe('Bearer access');
    const headline = screen.getByRole('region', { name: 'If the month closed now: €2,195.00' });
    expect(headline).toHaveTextContent('December 2026, so far');
    expect(within(headline).getByText(/^12\/10\/2026/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-12-10T09:30:00Z',
    );
    expect(figuresOf('What it is made of')).toEqual([
      ['Revenue share', '€1,695.00'],
      ['CPA total', '€500.00'],
      ['Commission (revenue share + CPA)', '€2,195.00'],
    ]);

    const deal = screen.getByRole('region', { name: 'Your deal' });
    expect(deal).toHaveTextContent('Goldline Tiered, version 3, in effect since 12/01/2026');
    expect(
      within(within(deal).getByRole('list', { name: 'What the deal pays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tieredCommission.deal.summary);
    expect(tieredCommission.deal.summary[0]).toMatch(
      /^Revenue share, tiered: 25% of NGR; 30% from €10,000.00/,
    );

    const document = within(deal).getByText('The deal as its document (JSON)');
    expect(document.closest('details')).not.toHaveAttribute('open');
    await user.click(document);
    expect(document.closest('details')).toHaveAttribute('open');
    expect(JSON.parse(deal.querySelector('pre')!.textContent!)).toEqual(tieredCommission.deal.document);
  });

  it('shows a tiered deal: NGR from its inputs, the base, the tier reached and what is left to the next; the CPA past its cap', async () => {
    renderCommission();
    await screen.findByRole('region', { name: 'Revenue share' });
    expect(figuresOf('NGR and base')).toEqual([
      ['Turnover', '€154,320.50'],
      ['Win/loss', '€9,800.00'],
      ['Bonuses', '€420.00'],
      ['Admin fee (10% of win/loss)', '€980.00'],
      ['NGR (win/loss − bonuses − admin fee)', '€8,400.00'],
      ['Late NGR', '-€120.00'],
      ['Carried in', '-€1,500.00'],
      ['Base (NGR + late NGR + carried in)', '€6,780.00'],
    ]);
    expect(hintOf('NGR and base', 'Carried in')).toMatch(/^The negative base November 2026 carried out/);
    expect(figuresOf('Tier')).toEqual([['Tier reached', '25%']]);
    expect(hintOf('Tier', 'Tier reached')).toBe('€3,220.00 of NGR to 30%');
    expect(figuresOf('Revenue share paid')).toEqual([['Revenue share (25% of the base)', '€1,695.00']]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    expect(figuresOf('CPA figures')).toEqual([
      ['Qualified players', '12'],
      ['Paid', '10'],
      ['Over the monthly cap, not paid', '2'],
      ['Amount each', '€50.00'],
      ['CPA total (paid × amount each)', '€500.00'],
    ]);
    expect(hintOf('CPA figures', 'Over the monthly cap, not paid')).toBe(
      'Your deal pays at most 10 players a month.',
    );
  });

  it('says what is left to the next tier in first depositors when the deal is tiered by them', async () => {
    const byDepositors = {
      ...tieredCommission,
      deal: {
        ...tieredCommission.deal,
        document: {
          ...tieredCommission.deal.document,
          revenue_share: {
            mode: 'tiered' as const,
            tier_by: 'first_depositors' as const,
            tiers: [
              { from: '0', rate: '0.25' },
              { from: '20', rate: '0.30' },
            ],
          },
        },
      },
      tier_by: 'first_depositors' as const,
      first_depositors: 17,
      next_tier: { from: '20', left: '3' },
    };
    renderCommission(answer(byDepositors));
    await screen.findByRole('region', { name: 'Revenue share' });
    expect(figuresOf('Tier')).toEqual([
      ['First depositors this month', '17'],
      ['Tier reached', '25%'],
    ]);
    expect(hintOf('Tier', 'Tier reached')).toBe('3 first depositors to 30%');
  });

  it('lays a ladder out band by band, with the products paid at their own rate', async () => {
    renderCommission(answer(ladderCommission));
    await screen.findByRole('heading', { name: 'If the month closed now: €6,800.00' });
    expect(screen.getByRole('region', { name: 'Your deal' })).toHaveTextContent('Goldline Ladder, version 1');
    expect(figuresOf('Tier')).toEqual([['Highest band reached', '30%']]);
    expect(hintOf('Tier', 'Highest band reached')).toBe('€26,000.00 of NGR to 40%');
    expect(rowsOf('Products paid at their own rate')).toEqual([
      ['Product', 'NGR', 'Rate', 'Paid'],
      ['Sports', '€4,000.00', '15%', '€600.00'],
    ]);
    expect(rowsOf('Bands of the ladder')).toEqual([
      ['Band of NGR', 'In band', 'Rate', 'Paid'],
      ['€0.00 – €10,000.00', '€10,000.00', '20%', '€2,000.00'],
      ['€10,000.00 – €50,000.00', '€14,000.00', '30%', '€4,200.00'],
      ['€50,000.00 and above', '€0.00', '40%', '€0.00'],
      ['All bands', '€24,000.00', '', '€6,200.00'],
    ]);
    // On a phone the same bands are blocks, figure under figure, so what is paid is never cut off.
    expect(
      within(screen.getByRole('list', { name: 'Bands of the ladder' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '€0.00 – €10,000.00In band€10,000.00Rate20%Paid€2,000.00',
      '€10,000.00 – €50,000.00In band€14,000.00Rate30%Paid€4,200.00',
      '€50,000.00 and aboveIn band€0.00Rate40%Paid€0.00',
      'All bandsIn band€24,000.00Paid€6,200.00',
    ]);
    // Wider, the table scrolls inside its card should it ever not fit, and the keyboard reaches it.
    expect(screen.getByRole('region', { name: 'Bands of the ladder' })).toHaveAttribute('tabindex', '0');
    expect(figuresOf('Revenue share paid')).toEqual([['Revenue share', '€6,800.00']]);
    // No admin fee, nothing late or carried: the base is the NGR.
    expect(figuresOf('NGR and base').map(([label]) => label)).toEqual([
      'Turnover',
      'Win/loss',
      'Bonuses',
      'Admin fee',
      'NGR (win/loss − bonuses − admin fee)',
      'Base (the NGR)',
    ]);
    const cpa = screen.getByRole('region', { name: 'CPA' });
    expect(cpa).toHaveTextContent('Your deal pays no CPA.');
    expect(within(cpa).queryByRole('group')).not.toBeInTheDocument();
  });

  it('says a negative base pays no revenue share and is carried into next month, while the CPA still pays', async () => {
    renderCommission(answer(negativeBaseCommission));
    await screen.findByRole('heading', { name: 'If the month closed now: €200.00' });
    expect(figuresOf('Tier')).toEqual([['Rate', '25%']]);
    expect(hintOf('Tier', 'Rate')).toBeUndefined();
    expect(figuresOf('Revenue share paid')).toEqual([
      ['Revenue share (25% of the base)', '€0.00'],
      ['Carried into January 2027', '-€4,000.00'],
    ]);
    expect(hintOf('Revenue share paid', 'Carried into January 2027')).toBe(
      'The negative base, to be earned back next month before revenue share is paid.',
    );
    const share = screen.getByRole('region', { name: 'Revenue share' });
    expect(share).toHaveTextContent(
      'No revenue share while the base is -€4,000.00: it is paid only on a base above €0.00.',
    );
    expect(figuresOf('CPA figures')).toEqual([
      ['Qualified players', '2'],
      ['Paid', '2'],
      ['Amount each', '€100.00'],
      ['CPA total (paid × amount each)', '€200.00'],
    ]);
  });

  it('says so when revenue share and CPA come to less than zero, since a commission never takes money back', async () => {
    renderCommission(
      answer({ ...negativeBaseCommission, late_cpa_amount: '-300.00', cpa_total: '-100.00', amount: '0.00' }),
    );
    await screen.findByRole('heading', { name: 'If the month closed now: €0.00' });
    expect(figuresOf('What it is made of')).toEqual([
      ['Revenue share', '€0.00'],
      ['CPA total', '-€100.00'],
      ['Commission (revenue share + CPA)', '€0.00'],
    ]);
    expect(screen.getByRole('region', { name: 'If the month closed now: €0.00' })).toHaveTextContent(
      'Revenue share and CPA come to less than €0.00: a commission never takes money back, so closing now would pay €0.00.',
    );
    expect(figuresOf('CPA figures').at(-2)).toEqual(['Late CPA', '-€300.00']);
    expect(figuresOf('CPA figures').at(-1)).toEqual([
      'CPA total (paid × amount each + late CPA)',
      '-€100.00',
    ]);
  });

  it('says when nothing has come in yet this month, and still shows the deal', async () => {
    const quiet: CommissionCurrentFigures = {
      ...tieredCommission,
      turnover: '0.00',
      winloss: '0.00',
      bonuses: '0.00',
      admin_fee: '0.00',
      ngr: '0.00',
      late_ngr: '0.00',
      carried_in: '0.00',
      base: '0.00',
      first_depositors: 0,
      next_tier: { from: '10000.00', left: '10000.00' },
      revenue_share: { amount: '0.00', rest: '0.00', rest_paid: '0.00', bands: null, products: [] },
      qualified_players: 0,
      cpa_paid_count: 0,
      cpa_over_cap_count: 0,
      cpa_total: '0.00',
      amount: '0.00',
    };
    renderCommission(answer(quiet));
    expect(await screen.findByText('No activity yet in December 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'If the month closed now: €0.00' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your deal' })).toHaveTextContent('Goldline Tiered');
    expect(screen.queryByRole('region', { name: 'Revenue share' })).not.toBeInTheDocument();
  });

  it('with brands on deals of their own: the month as a whole first, then one card per deal, each traced to its inputs', async () => {
    renderCommission(answer(brandDealsCommission));
    const headline = await screen.findByRole('region', { name: 'If the month closed now: €3,780.00' });
    expect(headline).toHaveTextContent(
      '2 brands are paid under deals of their own; the amount adds them up.',
    );
    expect(figuresOf('What it is made of')).toEqual([
      ['All other brands — Goldline Tiered (version 3)', '€2,195.00'],
      ['Goldline Bet Brasil — Brasil Flat (version 2)', '€1,560.00'],
      ['Goldline Sports — Sports Tiered (version 1)', '€25.00'],
      ['Commission (the deals added up)', '€3,780.00'],
    ]);
    // One card per deal, in order under the page's heading.
    expect(
      screen
        .getAllByRole('heading')
        .map((heading) => [Number(heading.tagName.slice(1)), heading.textContent]),
    ).toEqual([
      [1, 'Commission'],
      [2, 'If the month closed now: €3,780.00'],
      [2, 'All other brands — Goldline Tiered (version 3)'],
      [3, 'Revenue share'],
      [3, 'CPA'],
      [2, 'Goldline Bet Brasil — Brasil Flat (version 2)'],
      [3, 'Revenue share'],
      [3, 'CPA'],
      [2, 'Goldline Sports — Sports Tiered (version 1)'],
      [3, 'Revenue share'],
      [3, 'CPA'],
    ]);
    expect(screen.queryByRole('region', { name: 'Your deal' })).not.toBeInTheDocument();
  });

  it('shows the deal for all brands as covering the other brands, with their figures only', async () => {
    renderCommission(answer(brandDealsCommission));
    const others = await screen.findByRole('region', {
      name: 'All other brands — Goldline Tiered (version 3)',
    });
    expect(others).toHaveTextContent(
      'Your deal for all brands, in effect since 12/01/2026: it pays every brand without a deal of its own.',
    );
    expect(
      within(within(others).getByRole('list', { name: 'What the deal pays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(tieredCommission.deal.summary);
    // The whole month's amounts less each brand deal's: the other brands' own figures, at their own tier.
    expect(figuresOf('NGR and base, all other brands')).toEqual([
      ['Turnover', '€154,320.50'],
      ['Win/loss', '€9,800.00'],
      ['Bonuses', '€420.00'],
      ['Admin fee (10% of win/loss)', '€980.00'],
      ['NGR (win/loss − bonuses − admin fee)', '€8,400.00'],
      ['Late NGR', '-€120.00'],
      ['Carried in', '-€1,500.00'],
      ['Base (NGR + late NGR + carried in)', '€6,780.00'],
    ]);
    expect(figuresOf('Tier, all other brands')).toEqual([['Tier reached', '25%']]);
    expect(hintOf('Tier, all other brands', 'Tier reached')).toBe('€3,220.00 of NGR to 30%');
    expect(figuresOf('Revenue share paid, all other brands')).toEqual([
      ['Revenue share (25% of the base)', '€1,695.00'],
    ]);
    expect(figuresOf('CPA figures, all other brands')).toEqual([
      ['Qualified players', '12'],
      ['Paid', '10'],
      ['Over the monthly cap, not paid', '2'],
      ['Amount each', '€50.00'],
      ['CPA total (paid × amount each)', '€500.00'],
    ]);
    expect(hintOf('CPA figures, all other brands', 'Over the monthly cap, not paid')).toBe(
      'This deal pays at most 10 players a month.',
    );
    expect(figuresOf('Commission, all other brands')).toEqual([
      ['Revenue share', '€1,695.00'],
      ['CPA total', '€500.00'],
      ['Commission (revenue share + CPA)', '€2,195.00'],
    ]);
  });

  it("shows a brand's own deal on its card: its words, its base, tier, carry-over, CPA and the brand's amount", async () => {
    const user = userEvent.setup();
    renderCommission(answer(brandDealsCommission));
    const brasil = await screen.findByRole('region', {
      name: 'Goldline Bet Brasil — Brasil Flat (version 2)',
    });
    expect(brasil).toHaveTextContent(
      'Goldline Bet Brasil’s own deal, in effect since 11/01/2026: worked on its players alone, with its own base, tier, carry-over and CPA.',
    );
    const brasilDeal = brandDealsCommission.brand_deals[0]!.deal;
    expect(
      within(within(brasil).getByRole('list', { name: 'What the deal pays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(brasilDeal.summary);
    await user.click(within(brasil).getByText('The deal as its document (JSON)'));
    expect(JSON.parse(brasil.querySelector('pre')!.textContent!)).toEqual(brasilDeal.document);
    expect(figuresOf('NGR and base, Goldline Bet Brasil')).toEqual([
      ['Turnover', '€40,000.00'],
      ['Win/loss', '€5,000.00'],
      ['Bonuses', '€600.00'],
      ['Admin fee', '€0.00'],
      ['NGR (win/loss − bonuses − admin fee)', '€4,400.00'],
      ['Carried in', '-€400.00'],
      ['Base (NGR + carried in)', '€4,000.00'],
    ]);
    expect(figuresOf('Tier, Goldline Bet Brasil')).toEqual([['Rate', '35%']]);
    expect(figuresOf('Revenue share paid, Goldline Bet Brasil')).toEqual([
      ['Revenue share (35% of the base)', '€1,400.00'],
    ]);
    expect(figuresOf('CPA figures, Goldline Bet Brasil')).toEqual([
      ['Qualified players', '4'],
      ['Paid', '4'],
      ['Amount each', '€40.00'],
      ['CPA total (paid × amount each)', '€160.00'],
    ]);
    expect(figuresOf('Commission, Goldline Bet Brasil')).toEqual([
      ['Revenue share', '€1,400.00'],
      ['CPA total', '€160.00'],
      ['Commission (revenue share + CPA)', '€1,560.00'],
    ]);

    // A brand in a losing month: its own tier and what is left to the next, its own carry-over.
    const sports = screen.getByRole('region', { name: 'Goldline Sports — Sports Tiered (version 1)' });
    expect(figuresOf('Tier, Goldline Sports')).toEqual([['Tier reached', '20%']]);
    expect(hintOf('Tier, Goldline Sports', 'Tier reached')).toBe('€6,200.00 of NGR to 30%');
    expect(figuresOf('Revenue share paid, Goldline Sports')).toEqual([
      ['Revenue share (20% of the base)', '€0.00'],
      ['Carried into January 2027', '-€1,200.00'],
    ]);
    expect(sports).toHaveTextContent(
      'No revenue share while the base is -€1,200.00: it is paid only on a base above €0.00.',
    );
    expect(figuresOf('Commission, Goldline Sports').at(-1)).toEqual([
      'Commission (revenue share + CPA)',
      '€25.00',
    ]);
  });

  it('says when the other brands come to less than zero under brand deals: they add nothing, the brands still pay', async () => {
    // Late CPA of €800.00 taken back, which stays with the deal for all brands: its part is held at zero.
    renderCommission(
      answer({
        ...brandDealsCommission,
        revenue_share: { ...brandDealsCommission.revenue_share, amount: '1400.00' },
        late_cpa_amount: '-800.00',
        cpa_total: '-115.00',
        amount: '1585.00',
        other_brands: {
          ...brandDealsCommission.other_brands!,
          revenue_share: { ...brandDealsCommission.other_brands!.revenue_share, amount: '0.00' },
          late_cpa_amount: '-800.00',
          cpa_total: '-300.00',
          amount: '0.00',
        },
      }),
    );
    const headline = await screen.findByRole('region', { name: 'If the month closed now: €1,585.00' });
    expect(figuresOf('What it is made of')[0]).toEqual([
      'All other brands — Goldline Tiered (version 3)',
      '€0.00',
    ]);
    expect(headline).toHaveTextContent(
      'On all other brands, revenue share and CPA come to less than €0.00: a commission never takes money back, so they would add €0.00.',
    );
    expect(figuresOf('CPA figures, all other brands').slice(-2)).toEqual([
      ['Late CPA', '-€800.00'],
      ['CPA total (paid × amount each + late CPA)', '-€300.00'],
    ]);
  });

  it('shows that it is loading, then says why it failed, and Try again asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCommission(() =>
      fail
        ? { status: 500, data: { message: 'Database unreachable.' } }
        : { status: 200, data: { data: tieredCommission } },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the commission…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your commission for the running month. Database unreachable.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'If the month closed now: €2,195.00' }),
    ).toBeInTheDocument();
  });
});
