import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  fillPath,
  PLAYER_ALREADY_REMOVED,
  PLAYER_DUPLICATE_OF_UNKNOWN,
  PLAYER_NOT_FOUND,
  REFERRAL_CODE_NOT_FOUND,
  type OperatorPlayerChange,
  type OperatorRole,
} from '@affiliate/contract';
import { seriousAxeViolations } from '@/testing/axe';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const historyPath = fillPath(api.playerChanges.playerChangeHistory.path, { customerId: 123456 });
const movePath = fillPath(api.playerChanges.movePlayer.path, { customerId: 123456 });
const duplicatePath = fillPath(api.playerChanges.markPlayerDuplicate.path, { customerId: 123456 });
const deletePath = fillPath(api.playerChanges.deletePlayer.path, { customerId: 123456 });

const movedOut: OperatorPlayerChange = {
  id: 9,
  kind: 'player_moved_out',
  happened_at: '2026-12-04T14:05:00.000Z',
  member_id: 7,
  member_username: 'demo',
  customer_id: 123456,
  brand: 'goldline',
  day: null,
  amount: null,
  currency: 'EUR',
  details: { referral_code: 'DEMO10', effective_from: '2026-12-04' },
  by: 'operator',
  upload_id: null,
  by_operator: 'mia@goldline.example',
  reason: 'Signed up through the other partner’s link first',
};
const movedIn: OperatorPlayerChange = {
  ...movedOut,
  id: 10,
  kind: 'player_moved_in',
  member_id: 8,
  member_username: 'partner-two',
  details: { referral_code: 'TWO20', effective_from: '2026-12-04' },
};
const reversed: OperatorPlayerChange = {
  ...movedOut,
  id: 3,
  kind: 'cpa_reversed',
  happened_at: '2026-11-02T08:00:00.000Z',
  amount: '-50.00',
  details: { qualified_on: '2026-10-02', paid: true },
  by: 'file',
  upload_id: 12,
  by_operator: null,
  reason: 'Bonus abuse',
};

/** Player 123456's history; `act` answers the actions (a 500 when it does not). */
function gateway(
  role: OperatorRole,
  history: OperatorPlayerChange[] | 'missing' = [reversed],
  act: (request: RecordedRequest) => StubReply | undefined = () => undefined,
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === historyPath)
      return history === 'missing'
        ? { status: 404, data: { message: PLAYER_NOT_FOUND, code: 40400 } }
        : { status: 200, data: { data: history } };
    return act(request) ?? { status: 500, data: { message: 'Unexpected' } };
  });
}

const history = () =>
  screen.findByRole('list', { name: 'The player’s changes, newest first' }, { timeout: 10_000 });

describe("the console's Players screen", () => {
  beforeEach(() => signInOperator());

  it('finds a player by its id at the brand, refusing what is not an id', async () => {
    const user = userEvent.setup();
    gateway('support');
    const { router } = renderConsole('/players');
    const search = await screen.findByRole('search', { name: 'Find a player' }, { timeout: 10_000 });
    await user.type(within(search).getByLabelText('Player id at the brand'), 'abc');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(within(search).getByLabelText('Player id at the brand')).toHaveAccessibleDescription(
      'A player id is a whole number above 0, like 123.',
    );
    await user.clear(within(search).getByLabelText('Player id at the brand'));
    await user.type(within(search).getByLabelText('Player id at the brand'), '123456');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    expect(router.state.location.pathname).toBe('/operator/players/123456');
    expect(await history()).toHaveTextContent('CPA reversed-€50.00');
  });

  it("shows the player's history on every affiliate's log, by whom and why, and no actions to a role that only reads", async () => {
    gateway('support', [movedIn, movedOut, reversed]);
    renderConsole('/players/123456');
    const items = within(await history()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Moved in',
      'Moved away',
      'CPA reversed-€50.00',
    ]);
    expect(items[0]).toHaveTextContent('On the log of partner-two (#8) · code TWO20 · from 2026-12-04');
    expect(within(items[0]!).getByRole('link', { name: 'partner-two (#8)' })).toHaveAttribute(
      'href',
      '/operator/affiliates/8',
    );
    expect(items[1]).toHaveTextContent('12/04/2026 14:05 UTC');
    expect(items[1]).toHaveTextContent('Operator mia@goldline.example');
    expect(items[1]).toHaveTextContent('Reason: Signed up through the other partner’s link first');
    expect(items[2]).toHaveTextContent('A CSV file (upload #12)');
    expect(screen.queryByRole('button', { name: 'Move to another affiliate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when no player has the id, with nothing to act on', async () => {
    gateway('admin', 'missing');
    renderConsole('/players/123456');
    expect(await screen.findByText('No player has this id.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another affiliate' })).not.toBeInTheDocument();
  });

  it('moves a player: code and reason required, a confirmation of what each affiliate reads, an unknown code told at the code', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const requests = gateway('marketing', [reversed], (request) => {
      if (request.url !== movePath) return undefined;
      if (refuse) return { status: 404, data: { message: REFERRAL_CODE_NOT_FOUND, code: 40400 } };
      return { status: 200, data: { data: [movedOut, movedIn] } };
    });
    renderConsole('/players/123456');
    await history();
    await user.click(screen.getByRole('button', { name: 'Move to another affiliate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another affiliate: player 123456' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const code = within(dialog).getByLabelText('The new affiliate’s referral code');
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason of at least 3 characters.'),
    );
    expect(code).toHaveFocus();
    expect(requests.filter((r) => r.url === movePath)).toHaveLength(0);

    await user.type(code, 'TWO20');
    await user.type(reason, 'Signed up through the other partner’s link first');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = within(dialog).getByRole('region', { name: 'What the affiliates will see' });
    expect(confirm).toHaveTextContent(
      'The player’s affiliate nowPlayer 123456 was moved to another affiliate. By the program team. Reason: Signed up through the other partner’s link first',
    );
    expect(confirm).toHaveTextContent('The affiliate of code TWO20Player 123456 was moved to you.');
    // The dialog itself (Radix's focus guards outside it are hidden on purpose).
    expect(await seriousAxeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Move the player' }));
    const refusedCode = await within(dialog).findByLabelText('The new affiliate’s referral code');
    expect(refusedCode).toHaveAccessibleDescription(expect.stringContaining(REFERRAL_CODE_NOT_FOUND));
    await waitFor(() => expect(refusedCode).toHaveFocus());

    refuse = false;
    await user.clear(refusedCode);
    await user.type(refusedCode, 'TWO21');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move the player' }));
    expect(await within(dialog).findByText(/^Done\./)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === movePath).at(-1)!.data).toEqual({
      to_referral_code: 'TWO21',
      reason: 'Signed up through the other partner’s link first',
    });
    // The history is read again after the action.
    await waitFor(() => expect(requests.filter((r) => r.url === historyPath).length).toBeGreaterThan(1));
  });

  it("marks a duplicate: the gateway's refusal of the other player told at its id", async () => {
    const user = userEvent.setup();
    gateway('admin', [reversed], (request) =>
      request.url === duplicatePath
        ? {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              code: 42200,
              errors: { of_customer_id: [PLAYER_DUPLICATE_OF_UNKNOWN] },
            },
          }
        : undefined,
    );
    renderConsole('/players/123456');
    await history();
    await user.click(screen.getByRole('button', { name: 'Mark as duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as duplicate: player 123456' });
    await user.type(within(dialog).getByLabelText('Duplicate of player (id at the brand)'), '999');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Same person, second account');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('region', { name: 'What the affiliates will see' })).toHaveTextContent(
      'Player 123456 was marked as a duplicate of player 999',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as duplicate' }));
    expect(
      await within(dialog).findByLabelText('Duplicate of player (id at the brand)'),
    ).toHaveAccessibleDescription(PLAYER_DUPLICATE_OF_UNKNOWN);
  });

  it('deletes a player only with a reason, and tells a conflict in the dialog', async () => {
    const user = userEvent.setup();
    const requests = gateway('admin', [reversed], (request) =>
      request.url === deletePath
        ? { status: 409, data: { message: PLAYER_ALREADY_REMOVED, code: 40900 } }
        : undefined,
    );
    renderConsole('/players/123456');
    await history();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete: player 123456' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason of at least 3 characters.'),
    );
    expect(
      within(dialog).queryByRole('region', { name: 'What the affiliates will see' }),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'c test account');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('region', { name: 'What the affiliates will see' })).toHaveTextContent(
      'Player 123456 was removed. By the program team. Reason: abc test account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete the player' }));
    expect(await within(dialog).findByText(PLAYER_ALREADY_REMOVED)).toBeInTheDocument();
    expect(requests.find((r) => r.url === deletePath)!.data).toEqual({ reason: 'abc test account' });
  });
});
