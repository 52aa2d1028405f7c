import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { listedPlayer, memberFixture, pageMeta, referredPlayer, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { PlayerScreen } from '../player-screen';
import { ReferralsScreen } from '../referrals-screen';

const LIST = '/api/v1/affiliate/7/member';

const month = (month: string, figures: Record<string, string>, closed = false) => ({
  month,
  deposits: '0.00',
  withdrawals: '0.00',
  turnover: '0.00',
  winloss: '0.00',
  bonuses: '0.00',
  admin_fee: '0.00',
  ngr: '0.00',
  revenue_share_rate: '0.3000',
  revenue_share: '0.00',
  cpa: '0.00',
  earned: '0.00',
  closed,
  ...figures,
});

/** A pending player: first deposit met, turnover short, 12 days left. */
const pendingCpa = {
  status: 'pending',
  reason: 'Turnover €120.00 of €200.00 — 12 days left',
  qualified_on: null,
  days_left: 12,
  progress: [
    { criterion: 'first_deposit', reached: '50.00', required: '20.00', met: true },
    { criterion: 'turnover', reached: '120.00', required: '200.00', met: false },
  ],
};

const notQualifiedCpa = {
  status: 'not_qualified',
  reason: 'The 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00',
  qualified_on: null,
  days_left: null,
  progress: [
    { criterion: 'first_deposit', reached: '50.00', required: '0.00', met: true },
    { criterion: 'turnover', reached: '100.00', required: '200.00', met: false },
  ],
};

const qualifiedCpa = {
  status: 'qualified',
  reason: 'Qualified on 03/05/2026',
  qualified_on: '2026-03-05',
  days_left: null,
  progress: [{ criterion: 'first_deposit', reached: '50.00', required: '0.00', met: true }],
};

const months = {
  data: {
    player: referredPlayer(1000, { country: 'SE' }),
    cpa: pendingCpa as unknown,
    months: [
      month('2026-04-01', { winloss: '-20.00', ngr: '-18.00', revenue_share: '-5.40', earned: '-5.40' }),
      month(
        '2026-03-01',
        {
          deposits: '50.00',
          winloss: '50.00',
          ngr: '40.00',
          revenue_share: '12.00',
          cpa: '25.00',
          earned: '37.00',
        },
        true,
      ),
    ],
    totals: {
      deposits: '50.00',
      withdrawals: '0.00',
      turnover: '0.00',
      winloss: '30.00',
      bonuses: '0.00',
      admin_fee: '0.00',
      ngr: '22.00',
      revenue_share: '6.60',
      cpa: '25.00',
      earned: '31.60',
    },
  },
  meta: { currency: 'EUR', definitions: { revenue_share: "The player's NGR × your revenue share." } },
};

function renderAt(path: string, cpa: unknown = pendingCpa) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === `${LIST}/1000/months`)
      return { status: 200, data: { ...months, data: { ...months.data, cpa } } };
    if (request.url.startsWith(`${LIST}/`))
      return { status: 404, data: { message: 'No player with this id was referred by you.', code: 40400 } };
    if (request.url === LIST)
      return {
        status: 200,
        data: { data: [listedPlayer(1000)], meta: pageMeta(1, 10, 1, { currency: 'EUR' }) },
      };
    return { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes(
    [page('/referrals', <ReferralsScreen />), page('/referrals/:playerId', <PlayerScreen />)],
    path,
  );
  return { requests, ...view };
}

describe("a referred player's page", () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('opens from the Member ID of a row and goes back to the list with its filters', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/referrals?category=casino');
    const table = within(await screen.findByRole('table', { name: /Referred players/ }));
    await user.click(await table.findByRole('link', { name: '1000' }));
    expect(router.state.location.pathname).toBe('/referrals/1000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member ID 1000' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Referrals' }));
    expect(router.state.location.pathname).toBe('/referrals');
    expect(router.state.location.search).toBe('?category=casino');
  });

  it("shows the player's months, newest first, with what each earned, and the totals", async () => {
    renderAt('/referrals/1000');
    const table = within(await screen.findByRole('table', { name: /The player's months/ }));
    const rows = table.getAllByRole('row');
    // Header, two months, totals.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('April 202630% revenue share · Open');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.textContent).toBe('-€5.40');
    expect(within(rows[2]!).getByRole('rowheader').textContent).toContain('Closed');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['€50.00', '€0.00', '€0.00', '€50.00', '€0.00', '€40.00', '€12.00', '€25.00', '€37.00']);
    expect(within(rows[3]!).getAllByRole('cell').at(-1)!.textContent).toBe('€31.60');
    expect(
      within(screen.getByRole('region', { name: 'Earned in total' })).getByText('€31.60'),
    ).toBeInTheDocument();
    // The country by name, as the list shows it.
    expect(screen.getByText('Sweden')).toBeInTheDocument();
    expect(screen.getByText("The player's NGR × your revenue share.")).toBeInTheDocument();
  });

  it("shows a pending player's CPA: each criterion's progress, what is met, and the days left", async () => {
    renderAt('/referrals/1000');
    const card = within(await screen.findByRole('region', { name: 'CPA status' }));
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByText('Turnover €120.00 of €200.00 — 12 days left')).toBeInTheDocument();
    expect(card.getByText('Days left').nextSibling).toHaveTextContent('12 days');
    expect(card.queryByText('Qualifying day')).not.toBeInTheDocument();

    const criteria = card.getAllByRole('listitem');
    expect(criteria.map((item) => item.textContent)).toEqual([
      'First deposit €50.00 (€20.00 or more required)met',
      'Turnover €120.00 of €200.00',
    ]);
    const turnover = card.getByRole('progressbar', { name: 'Turnover' });
    expect(turnover).toHaveAttribute('aria-valuenow', '60');
    expect(turnover).toHaveAttribute('aria-valuetext', '€120.00 of €200.00');
    const firstDeposit = card.getByRole('progressbar', { name: 'First deposit' });
    expect(firstDeposit).toHaveAttribute('aria-valuenow', '100');
    expect(firstDeposit).toHaveAttribute('aria-valuetext', '€50.00, €20.00 or more required, met');
  });

  it('says why a player can no longer qualify, and when a qualified one did', async () => {
    renderAt('/referrals/1000', notQualifiedCpa);
    let card = within(await screen.findByRole('region', { name: 'CPA status' }));
    expect(card.getByText('Not qualified')).toBeInTheDocument();
    expect(
      card.getByText('The 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00'),
    ).toBeInTheDocument();
    expect(card.queryByText('Days left')).not.toBeInTheDocument();
    expect(card.getByText('First deposit €50.00 (any amount)')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '50');
    cleanup();

    renderAt('/referrals/1000', qualifiedCpa);
    card = within(await screen.findByRole('region', { name: 'CPA status' }));
    expect(card.getByText('Qualified')).toBeInTheDocument();
    expect(card.getByText('Qualifying day').nextSibling).toHaveTextContent('03/05/2026');
  });

  it('shows no CPA card when the deal pays no CPA', async () => {
    renderAt('/referrals/1000', null);
    await screen.findByRole('table', { name: /The player's months/ });
    expect(screen.queryByRole('region', { name: 'CPA status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says when the player is not one of the affiliate's, and when the address names no player", async () => {
    renderAt('/referrals/2000');
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    renderAt('/referrals/not-a-player');
    expect(await screen.findByText(/This address names no player/)).toBeInTheDocument();
  });
});
