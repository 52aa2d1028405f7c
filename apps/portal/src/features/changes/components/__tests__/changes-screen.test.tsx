import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayerChange } from '@affiliate/contract/endpoints/player-changes';
import { seriousAxeViolations } from '@/testing/axe';
import { allChanges, changeFixtures } from '@/testing/change-fixtures';
import { queryOf, stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { memberFixture, pageMeta, startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ChangesScreen } from '../changes-screen';

const CHANGES = '/api/v1/affiliate/7/changes';

/** The gateway's change log: `entries` filtered by the request's kind and player, paged. */
function renderAt(path: string, entries: PlayerChange[] = allChanges) {
  const requests = stubFetch((request: RecordedRequest) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === CHANGES) {
      const query = queryOf(request);
      const kept = entries.filter(
        (entry) =>
          (!query.kind || entry.kind === query.kind) &&
          (!query.customer_id || String(entry.customer_id) === query.customer_id),
      );
      const perPage = Number(query.per_page ?? 10);
      const current = Number(query.page ?? 1);
      return {
        status: 200,
        data: {
          data: kept.slice((current - 1) * perPage, current * perPage),
          meta: pageMeta(current, perPage, kept.length),
        },
      };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes([page('/changes', <ChangesScreen />)], path);
  return { requests, ...view };
}

const entryTexts = async () => {
  const list = await screen.findByRole('list', { name: 'Changes, newest first' });
  // The first page's placeholders give way to the entries.
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
};

describe('the Changes screen', () => {
  beforeEach(() => startSignedInSession());

  it('says what happened to each player and the money, when (UTC), by what and why, newest first', async () => {
    renderAt('/changes');
    const entries = await entryTexts();
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Player 123456 was moved to another affiliate',
      'Player 777001 was moved to you',
      'Player 123456 was removed',
      'Player 123457 was marked as a duplicate of player 123456',
      'Activity of 11/28/2026 was restated: NGR -€120.00',
      'CPA of player 123456 reversed: -€50.00',
      'Your deal changed: Standard (version 1) → Standard (version 2)',
    ]);
    const [movedOut, movedIn, , duplicate, restated, cpa, deal] = entries;
    expect(within(movedOut!).getByText('12/04/2026, 02:05 PM UTC')).toHaveAttribute(
      'datetime',
      '2026-12-04T14:05:00.000Z',
    );
    expect(movedOut).toHaveTextContent('They no longer count for you from 12/04/2026.');
    expect(movedOut).toHaveTextContent('By the program team');
    expect(movedOut).toHaveTextContent('Reason: Signed up through the other partner’s link first');
    expect(movedIn).toHaveTextContent('They count for you from 12/03/2026.');
    expect(movedIn).toHaveTextContent('By the brand’s data feed');
    expect(duplicate).toHaveTextContent('By a file from the brand');
    // No reason given: no empty "Reason:" line.
    expect(duplicate).not.toHaveTextContent('Reason:');
    expect(restated).toHaveTextContent('By a scheduled import');
    expect(
      within(restated!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'NGR €300.00 → €180.00',
      'Deposits €500.00 → €300.00',
      'Win/loss €320.00 → €200.00',
      'The activity of 2 of your players changed. November 2026 was already closed: the difference is settled at the next close.',
    ]);
    expect(cpa).toHaveTextContent(
      'It qualified on 10/02/2026 and was already paid: the amount is taken back at the next close.',
    );
    expect(deal).toHaveTextContent('From January 2027.');
    expect(deal).toHaveTextContent('25% revenue share');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–7 of 7 changes');
  });

  it('names no other affiliate, whatever the answer carries', async () => {
    const carried = {
      ...changeFixtures.movedOut,
      details: { ...changeFixtures.movedOut.details, to_member: 'rival-partner', to_code: 'RIVAL50' },
      to_username: 'rival-partner',
    } as unknown as PlayerChange;
    renderAt('/changes', [carried]);
    const [entry] = await entryTexts();
    expect(entry).toHaveTextContent('Player 123456 was moved to another affiliate');
    expect(document.body).not.toHaveTextContent(/rival/i);
  });

  it('filters by kind in the URL and asks the gateway for that kind only, back to page 1', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderAt('/changes?page=1&per_page=25');
    await entryTexts();
    await user.selectOptions(screen.getByLabelText('Kind of change'), 'CPAs reversed');
    expect(router.state.location.search).toBe('?per_page=25&kind=cpa_reversed');
    const entries = await screen.findAllByRole('heading', { level: 3, name: /^CPA of player/ });
    expect(entries).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 change');
    expect(screen.getByRole('status')).not.toHaveTextContent('changes');
    expect(screen.queryByText('Player 123456 was removed')).not.toBeInTheDocument();
    expect(queryOf(requests.filter((r) => r.url === CHANGES).at(-1)!)).toEqual({
      page: '1',
      per_page: '25',
      kind: 'cpa_reversed',
    });
  });

  it("shows one player's changes from a player's link, and every player again on request", async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/changes?customer_id=123456');
    const entries = await entryTexts();
    expect(entries).toHaveLength(3);
    expect(screen.getByText('Only player 123456')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every player' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing 1–7 of 7 changes')).toBeInTheDocument();
  });

  it('pages like the other lists, with links', async () => {
    renderAt(
      '/changes?page=2&per_page=10',
      [...Array(12).keys()].map((i) => ({
        ...changeFixtures.deleted,
        id: 100 - i,
        customer_id: 5000 + i,
      })),
    );
    expect(await screen.findByText('Showing 11–12 of 12 changes')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Change pages' });
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/changes');
  });

  it('explains what will appear when nothing has changed, and suggests Reset when a filter finds nothing', async () => {
    renderAt('/changes', []);
    expect(await screen.findByText('No changes so far')).toBeInTheDocument();
    expect(screen.getByText(/If a player of yours is moved to another affiliate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when a filter finds nothing', async () => {
    renderAt('/changes?kind=deal_changed', [changeFixtures.deleted]);
    expect(await screen.findByText('No changes match these filters')).toBeInTheDocument();
    expect(screen.getByText(/press Reset to see every change/)).toBeInTheDocument();
  });

  it('has no serious accessibility findings with entries on screen', async () => {
    renderAt('/changes');
    await entryTexts();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
