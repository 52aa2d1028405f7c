import { describe, expect, it } from 'vitest';
import { CPA_ALREADY_REVERSED, CPA_REVERSAL_REASON_MAX_LENGTH } from '@affiliate/contract';
import { refusal, runCli } from './operator-cli-helpers.ts';

const reversal = {
  customer_id: 123,
  member_id: 7,
  qualified_on: '2026-11-04',
  reason: 'Duplicate account',
  reversed_by: 'machine 0a1b2c3d',
  reversed_at: '2026-11-28T10:00:00.000Z',
  claw_back: null,
};

describe('cpa reverse', () => {
  it("reverses a player's CPA with the reason, trimmed, and says when it qualified", async () => {
    const run = await runCli(['cpa', 'reverse', '123', '--reason', '  Duplicate account '], {
      data: reversal,
    });
    expect(run.code).toBe(0);
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/players/123/cpa-reversal',
        body: { reason: 'Duplicate account' },
      },
    ]);
    expect(run.out).toBe('Reversed the CPA of player 123 (qualified on 2026-11-04): Duplicate account');
  });

  it('prints the data alone with --json', async () => {
    const run = await runCli(['cpa', 'reverse', '123', '--reason', 'Duplicate account', '--json'], {
      data: reversal,
    });
    expect(JSON.parse(run.out)).toEqual(reversal);
  });

  it("prints the gateway's refusal in its words, exit 1", async () => {
    const run = await runCli(['cpa', 'reverse', '123', '--reason', 'Duplicate account'], {
      status: 409,
      json: { message: CPA_ALREADY_REVERSED, code: 40900 },
    });
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toContain(CPA_ALREADY_REVERSED);
  });

  it('refuses a missing, empty or too long reason before sending anything', async () => {
    expect(await refusal(['cpa', 'reverse', '123'])).toContain(
      'reason: Say why the CPA is reversed: the affiliate reads it.',
    );
    expect(await refusal(['cpa', 'reverse', '123', '--reason', '   '])).toContain('reason: Say why');
    expect(
      await refusal(['cpa', 'reverse', '123', '--reason', 'x'.repeat(CPA_REVERSAL_REASON_MAX_LENGTH + 1)]),
    ).toContain(`reason: A reason is at most ${CPA_REVERSAL_REASON_MAX_LENGTH} characters.`);
  });

  it('refuses a bad or missing player id, or another action, before sending anything', async () => {
    for (const id of ['0', '-4', '12a', '1e3', '0x10', '1.5', '99999999999999999'])
      expect(await refusal(['cpa', 'reverse', id, '--reason', 'Duplicate account']), id).toContain(
        "Give the player's id at the brand, a whole number like 123.",
      );
    expect(await refusal(['cpa', 'reverse', '--reason', 'Duplicate account'])).toContain(
      'Usage: npm run operator -- cpa reverse CUSTOMER_ID --reason "..."',
    );
    expect(await refusal(['cpa', 'reverse', '12', '13', '--reason', 'Duplicate account'])).toContain(
      'takes one player id, not "13"',
    );
    expect(await refusal(['cpa', 'list'])).toBe(
      'Usage: npm run operator -- cpa reverse CUSTOMER_ID --reason "..."',
    );
  });
});
