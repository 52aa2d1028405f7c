import { describe, expect, it } from 'vitest';
import { PLAYER_ALREADY_REMOVED, type OperatorPlayerChange } from '@affiliate/contract';
import { refusal, runCli } from './operator-cli-helpers.ts';

const reason = 'Agreed with both partners on the call of Monday.';

const entry = (over: Partial<OperatorPlayerChange>): OperatorPlayerChange => ({
  id: 1,
  kind: 'player_moved_out',
  happened_at: '2026-12-05T10:00:00.000Z',
  member_id: 7,
  member_username: 'demo',
  customer_id: 9002,
  brand: 'casino',
  day: null,
  amount: null,
  currency: null,
  details: {},
  by: 'operator',
  upload_id: null,
  by_operator: 'machine 0a1b2c3d',
  reason,
  ...over,
});

const moved = [entry({}), entry({ id: 2, kind: 'player_moved_in', member_id: 8, member_username: 'north' })];

describe('players', () => {
  it('moves a player to the affiliate of a code with the reason, and lists what each affiliate reads', async () => {
    const run = await runCli(
      ['players', 'move', '9002', '--to', 'NORTH-PARTNER', '--reason', ` ${reason} `],
      {
        data: moved,
      },
    );
    expect(run.code, run.err).toBe(0);
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/players/9002/move',
        body: { to_referral_code: 'NORTH-PARTNER', reason },
      },
    ]);
    const lines = run.out.split('\n');
    expect(lines[0]).toBe('Moved player 9002; each affiliate concerned reads on its Changes screen:');
    expect(lines[1]).toMatch(/^WHEN\s+AFFILIATE\s+CHANGE\s+BY\s+REASON$/);
    expect(lines[2]).toContain('demo (member 7)');
    expect(lines[2]).toContain('player moved out');
    expect(lines[3]).toContain('north (member 8)');
    expect(lines[3]).toContain('player moved in');
    expect(lines[3]).toContain('operator machine 0a1b2c3d');
  });

  it('deletes, marks a duplicate and reads the history, each on its own route', async () => {
    const deleted = await runCli(['players', 'delete', '9003', '--reason', reason], {
      data: [entry({ kind: 'player_deleted', customer_id: 9003 })],
    });
    expect(deleted.sent).toEqual([
      { method: 'POST', url: '/api/v1/operator/players/9003/delete', body: { reason } },
    ]);
    expect(deleted.out.split('\n')[0]).toBe(
      'Deleted player 9003; its affiliate reads on its Changes screen:',
    );

    const duplicate = await runCli(['players', 'duplicate', '9004', '--of', '9005', '--reason', reason], {
      data: [entry({ kind: 'player_duplicate', customer_id: 9004 })],
    });
    expect(duplicate.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/players/9004/duplicate',
        body: { of_customer_id: 9005, reason },
      },
    ]);

    const history = await runCli(['players', 'changes', '9002'], { data: moved });
    expect(history.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/players/9002/changes' }]);
    expect(history.out.split('\n')).toHaveLength(4);
    const none = await runCli(['players', 'changes', '9009'], { data: [] });
    expect(none.out).toBe('No change is on record for player 9009.');
  });

  it("prints the gateway's refusal in its words, exit 1", async () => {
    const run = await runCli(['players', 'delete', '9003', '--reason', reason], {
      status: 409,
      json: { message: PLAYER_ALREADY_REMOVED, code: 40900 },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain(PLAYER_ALREADY_REMOVED);
  });

  it('refuses a missing reason, code or id, or an option of another action, before sending anything', async () => {
    expect(await refusal(['players', 'move', '9002', '--to', 'NORTH-PARTNER'])).toContain('reason:');
    expect(await refusal(['players', 'delete', '9002', '--reason', '   '])).toContain('reason:');
    expect(await refusal(['players', 'move', '9002', '--reason', reason])).toContain(
      'players move needs --to CODE',
    );
    expect(await refusal(['players', 'duplicate', '9002', '--reason', reason])).toContain(
      'the id of the player it duplicates (--of)',
    );
    for (const id of ['0', '-4', '12a', '1e3', '0x10', '99999999999999999'])
      expect(await refusal(['players', 'delete', id, '--reason', reason]), id).toContain(
        "Give the player's id at the brand, a whole number like 123.",
      );
    expect(await refusal(['players', 'delete', '9002', '--to', 'X', '--reason', reason])).toContain(
      'players delete does not take --to.',
    );
    expect(await refusal(['players', 'changes', '9002', '9003'])).toContain(
      'takes one player id, not "9003"',
    );
    expect(await refusal(['players', 'list'])).toContain('Usage: npm run operator -- players changes');
  });
});
