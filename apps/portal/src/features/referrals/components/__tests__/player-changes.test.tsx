import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlayerChange } from '@affiliate/contract/endpoints/player-changes';
import { queryClient } from '@/lib/query-client';
import { seriousAxeViolations } from '@/testing/axe';
import { changeFixtures } from '@/testing/change-fixtures';
import { queryOf, stubFetch } from '@/testing/fetch-stub';
import { memberFixture, pageMeta, referredPlayer, startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { referredPlayerLoader } from '../../api/prefetch-player';
import { PlayerScreen } from '../player-screen';

const MONTHS = '/api/v1/affiliate/7/member/123456/months';
const CHANGES = '/api/v1/affiliate/7/changes';

const zero = {
  deposits: '0.00',
  withdrawals: '0.00',
  turnover: '0.00',
  winloss: '0.00',
  bonuses: '0.00',
  admin_fee: '0.00',
  ngr: '0.00',
  revenue_share: '0.00',
  cpa: '0.00',
  earned: '0.00',
};

/** Player 123456: its months (or a 404 once it is not the affiliate's) and its changes, `total` in all. */
function gateway({
  entries,
  total = entries.length,
  playerGone = false,
  hold,
}: {
  entries: PlayerChange[];
  total?: number;
  playerGone?: boolean;
  /** Answers wait for it: what was asked before any answer came is what ran in parallel. */
  hold?: Promise<void>;
}) {
  return stubFetch(async (request) => {
    if (hold) await hold;
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === MONTHS)
      return playerGone
        ? { status: 404, data: { message: 'No player with this id was referred by you.', code: 40400 } }
        : {
            status: 200,
            data: {
              data: { player: referredPlayer(123456), cpa: null, months: [], totals: zero },
              meta: { currency: 'EUR', definitions: {} },
            },
          };
    if (request.url === CHANGES)
      return { status: 200, data: { data: entries, meta: pageMeta(1, 20, total) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe("a player's changes on its page", () => {
  beforeEach(() => {
    startSignedInSession();
    queryClient.clear();
  });

  it("lists the player's changes below its months, asking the change log for this player only", async () => {
    const requests = gateway({ entries: [changeFixtures.cpaReversed] });
    renderRoutes([page('/referrals/:playerId', <PlayerScreen />)], '/referrals/123456');
    const section = await screen.findByRole('region', { name: 'Changes' });
    const list = await within(section).findByRole('list', { name: 'This player’s changes, newest first' });
    expect(
      await within(list).findByRole('heading', { name: 'CPA of player 123456 reversed: -€50.00' }),
    ).toBeVisible();
    expect(list).toHaveTextContent('Reason: Bonus abuse');
    expect(queryOf(requests.find((r) => r.url === CHANGES)!)).toEqual({
      customer_id: '123456',
      page: '1',
      per_page: '20',
    });
    expect(within(section).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('links to the Changes screen for the rest when the player has more changes than the page shows', async () => {
    gateway({ entries: [changeFixtures.movedIn], total: 23 });
    renderRoutes([page('/referrals/:playerId', <PlayerScreen />)], '/referrals/123456');
    const link = await screen.findByRole('link', { name: 'See all 23 changes of this player' });
    expect(link).toHaveAttribute('href', '/changes?customer_id=123456');
  });

  it('says so when the player has no changes', async () => {
    gateway({ entries: [] });
    renderRoutes([page('/referrals/:playerId', <PlayerScreen />)], '/referrals/123456');
    expect(await screen.findByText(/No changes for this player/)).toBeInTheDocument();
  });

  it('still says why, once the player was moved to another affiliate and its page is not found', async () => {
    gateway({ entries: [changeFixtures.movedOut], playerGone: true });
    renderRoutes([page('/referrals/:playerId', <PlayerScreen />)], '/referrals/123456');
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Player 123456 was moved to another affiliate' }),
    ).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Reason: Signed up through the other partner’s link first');
  });

  it("the route's loader asks for the player's months and its changes at once, neither waiting for the other", async () => {
    let answer = () => {};
    const hold = new Promise<void>((resolve) => (answer = resolve));
    const requests = gateway({ entries: [], hold });
    await referredPlayerLoader({
      params: { playerId: '123456' },
      request: new Request('http://portal.test/referrals/123456'),
      context: undefined,
    } as unknown as Parameters<typeof referredPlayerLoader>[0]);
    // Both asked while no answer has come yet.
    await expect.poll(() => requests.map((r) => r.url).sort()).toEqual([CHANGES, MONTHS]);
    answer();
  });

  it('asks for nothing when the address names no player', async () => {
    const requests = gateway({ entries: [] });
    await referredPlayerLoader({
      params: { playerId: 'nobody' },
      request: new Request('http://portal.test/referrals/nobody'),
      context: undefined,
    } as unknown as Parameters<typeof referredPlayerLoader>[0]);
    expect(requests).toEqual([]);
  });
});
