import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { memberFixture, pageMeta, referredPlayer, signedInUser } from '@/testing/fixtures';
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

const months = {
  data: {
    player: referredPlayer(1000, { country: 'SE' }),
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

function renderAt(path: string) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === `${LIST}/1000/months`) return { status: 200, data: months };
    if (request.url.startsWith(`${LIST}/`))
      return { status: 404, data: { message: 'No player with this id was referred by you.', code: 40400 } };
    if (request.url === LIST)
      return {
        status: 200,
        data: { data: [referredPlayer(1000)], meta: pageMeta(1, 10, 1, { currency: 'EUR' }) },
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

  it("says when the player is not one of the affiliate's, and when the address names no player", async () => {
    renderAt('/referrals/2000');
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    renderAt('/referrals/not-a-player');
    expect(await screen.findByText(/This address names no player/)).toBeInTheDocument();
  });
});
