import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dealSummary, type DealDocument } from '@affiliate/contract';
import { describe, expect, it } from 'vitest';
import { refusal, runCli } from './operator-cli-helpers.ts';

const casino: DealDocument = {
  name: 'Casino tiers 2027',
  currency: 'EUR',
  revenue_share: {
    mode: 'tiered',
    tiers: [
      { from: '0', rate: '0.25' },
      { from: '10000.00', rate: '0.30' },
    ],
    product_rates: { poker: '0.20' },
  },
  admin_fee_rate: '0.10',
  negative_carry_over: 'reset',
  cpa: { amount: '100.00', qualify: { first_deposit_min: '20.00', window_days: 30 }, monthly_cap: 50 },
};

const sports: DealDocument = {
  name: 'Sports flat',
  currency: 'BRL',
  brand: 'goldline-br',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] },
};

/** A version as the API answers it, its summary in the contract's words. */
const version = (number: number, effectiveFrom: string, document: DealDocument) => ({
  version: number,
  effective_from: effectiveFrom,
  document,
  summary: dealSummary(document),
  created_by: 'machine 0a1b2c3d',
  created_at: '2026-12-02T10:00:00.000Z',
});

const dealOf = (
  document: DealDocument,
  versions: ReturnType<typeof version>[],
  affiliates = 0,
  isDefault = false,
) => ({ name: document.name, current: versions[0]!, versions, affiliates, is_default: isDefault });

const casinoWords = [
  '    Revenue share, tiered: 25% of NGR; 30% from €10,000.00 of NGR. The whole month is paid at the',
  '      tier reached.',
  '    Poker NGR at 20%, instead of the tier’s rate.',
  '    Admin fee: 10% of win/loss, taken off NGR.',
  '    A negative month is not carried over: each month starts from zero.',
  '    CPA: €100.00 per player who within 30 days of registering (the registration day is day 1) makes',
  '      a first deposit of at least €20.00.',
  '    At most 50 players are paid a month; the rest are over the cap.',
  '    The CPA is paid whatever the NGR.',
];

function dealJson(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'deal-')), 'deal.json');
  writeFileSync(file, content);
  return file;
}

describe('deals create', () => {
  it('sends the file’s document and says which version it recorded and what it pays', async () => {
    const file = dealJson(JSON.stringify(casino, null, 2));
    const run = await runCli(['deals', 'create', '--file', file], {
      data: dealOf(casino, [version(1, '2026-12-01', casino)]),
    });
    expect(run.sent).toEqual([{ method: 'POST', url: '/api/v1/operator/deals', body: casino }]);
    expect(run.out).toBe(
      ['Saved deal "Casino tiers 2027" version 1 (applies from the start).', ...casinoWords].join('\n'),
    );
  });

  it('says from when a next version applies and to how many affiliates', async () => {
    const file = dealJson(JSON.stringify(casino));
    const versions = [version(2, '2027-01-01', casino), version(1, '2026-12-01', casino)];
    const three = await runCli(['deals', 'create', '--file', file], { data: dealOf(casino, versions, 3) });
    expect(three.out.split('\n')[0]).toBe(
      'Saved deal "Casino tiers 2027" version 2 (applies from 2027-01-01 to the 3 affiliates on it).',
    );
    const none = await runCli(['deals', 'create', '--file', file], { data: dealOf(casino, versions, 0) });
    expect(none.out.split('\n')[0]).toBe(
      'Saved deal "Casino tiers 2027" version 2 (applies from 2027-01-01; no affiliate is on it yet).',
    );
  });

  it('refuses a document the contract refuses, field by field, before sending anything', async () => {
    const file = dealJson(
      JSON.stringify({
        name: 'Casino tiers 2027',
        currency: 'eur',
        colour: 'gold',
        revenue_share: {
          mode: 'tiered',
          tiers: [
            { from: '0', rate: '0.25' },
            { from: '0', rate: '1.5' },
          ],
        },
      }),
    );
    expect(await refusal(['deals', 'create', '--file', file])).toBe(
      [
        `${file} is not a valid deal document (nothing was sent):`,
        '  currency: Currency must be a 3-letter ISO code in capitals, like EUR.',
        '  revenue_share.tiers.1.rate: A rate is a fraction between 0 and 1 with at most 4 decimals, like 0.30.',
        '  revenue_share.tiers.1.from: Each tier starts above the one before it.',
        '  document: Unknown field: colour.',
      ].join('\n'),
    );
  });

  it('refuses a missing file, a file that is not JSON, and no --file', async () => {
    const missing = path.join(tmpdir(), 'no-such-deal-file.json');
    expect(await refusal(['deals', 'create', '--file', missing])).toBe(`${missing}: there is no such file.`);
    const notJson = dealJson('name: Casino tiers 2027\n');
    expect(await refusal(['deals', 'create', '--file', notJson])).toMatch(
      new RegExp(`^${notJson.replace(/[.\\]/g, '\\$&')} is not JSON: `),
    );
    expect(await refusal(['deals', 'create'])).toContain(
      "Give the deal's JSON document with --file DEAL.json.",
    );
  });

  it('prints the gateway’s refusal on its field', async () => {
    const run = await runCli(['deals', 'create', '--file', dealJson(JSON.stringify(sports))], {
      status: 422,
      json: {
        message: 'A deal for one brand is in that brand’s currency.',
        errors: { currency: ['A deal for one brand is in that brand’s currency.'] },
      },
    });
    expect(run.code).toBe(1);
    expect(run.err).toContain('  currency: A deal for one brand is in that brand’s currency.');
  });
});

describe('deals list', () => {
  it('lists the deals as a table, what each pays under its row', async () => {
    const run = await runCli(['deals', 'list'], {
      data: [
        dealOf(casino, [version(2, '2020-02-01', casino), version(1, '2020-01-01', casino)], 12, true),
        dealOf(sports, [version(2, '2099-01-01', sports), version(1, '2020-01-01', sports)], 1),
        dealOf({ name: 'CPA only', currency: 'EUR', cpa: { amount: '50.00' } }, [
          version(1, '2020-01-01', { name: 'CPA only', currency: 'EUR', cpa: { amount: '50.00' } }),
        ]),
      ],
    });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/deals' }]);
    expect(run.out).toBe(
      [
        'NAME               CURRENCY  VERSION  SINCE       AFFILIATES  DEFAULT',
        'Casino tiers 2027  EUR       2        2020-02-01  12          default',
        ...casinoWords,
        '',
        'Sports flat        BRL       2        2099-01-01  1',
        '    For brand goldline-br only.',
        '    Version 1 applies until then.',
        '    Revenue share: 35% of NGR.',
        '    No admin fee.',
        '    A negative month is carried into the next and earned back before revenue share is paid.',
        '    No CPA.',
        '',
        'CPA only           EUR       1        the start   0',
        '    No revenue share.',
        '    No admin fee.',
        '    A negative month is carried into the next and earned back before revenue share is paid.',
        '    CPA: €50.00 per player who makes a first deposit.',
        '    The CPA is paid whatever the NGR.',
      ].join('\n'),
    );
  });

  it('says how to save the first deal when there is none', async () => {
    const run = await runCli(['deals', 'list'], { data: [] });
    expect(run.out).toBe('No deal yet: save one with `npm run operator -- deals create --file DEAL.json`.');
  });
});

describe('deals assign', () => {
  const assigned = {
    member_id: 42,
    deal: 'Casino tiers 2027',
    version: 1,
    brand: null,
    effective_from: '2027-01-01',
  };

  it('puts an affiliate on a deal from a month', async () => {
    const run = await runCli(
      ['deals', 'assign', '--affiliate', '42', '--deal', 'Casino tiers 2027', '--from', '2027-01'],
      { data: assigned },
    );
    expect(run.sent).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/operator/affiliates/42/deal',
        body: { deal: 'Casino tiers 2027', from: '2027-01' },
      },
    ]);
    expect(run.out).toBe('Affiliate 42 is on "Casino tiers 2027" (version 1) from 2027-01-01.');
  });

  it('leaves the month to the gateway when --from is not given', async () => {
    const run = await runCli(['deals', 'assign', '--affiliate', '42', '--deal', 'Casino tiers 2027'], {
      data: assigned,
    });
    expect(run.sent[0]!.body).toEqual({ deal: 'Casino tiers 2027' });
  });

  it("puts one brand's players on a deal, and ends a brand's own deal", async () => {
    const forBrand = await runCli(
      ['deals', 'assign', '--affiliate', '42', '--deal', 'Goldline VIP', '--brand', 'goldline-br'],
      { data: { ...assigned, deal: 'Goldline VIP', brand: 'goldline-br' } },
    );
    expect(forBrand.sent[0]!.body).toEqual({ deal: 'Goldline VIP', brand: 'goldline-br' });
    expect(forBrand.out).toBe(
      'Affiliate 42 is on "Goldline VIP" (version 1) for its players of brand goldline-br from 2027-01-01.',
    );
    const ended = await runCli(
      ['deals', 'assign', '--affiliate', '42', '--brand', 'goldline-br', '--end', '--from', '2027-02'],
      {
        data: { ...assigned, deal: null, version: null, brand: 'goldline-br', effective_from: '2027-02-01' },
      },
    );
    expect(ended.sent[0]!.body).toEqual({ deal: null, brand: 'goldline-br', from: '2027-02' });
    expect(ended.out).toBe(
      'Affiliate 42 is back on its deal for all brands for its players of brand goldline-br from 2027-02-01.',
    );
  });

  it('refuses a bad affiliate, deal, month or brand before sending anything', async () => {
    const assign = ['deals', 'assign', '--deal', 'Casino tiers 2027'];
    for (const id of ['abc', '0', '4.5'])
      expect(await refusal([...assign, '--affiliate', id])).toContain(
        "Give --affiliate the affiliate's member id, a whole number like 42.",
      );
    expect(await refusal(assign)).toContain("Give --affiliate the affiliate's member id");
    expect(await refusal([...assign, '--affiliate', '42', '--from', '2027-13'])).toContain(
      '  from: A month is YYYY-MM, like 2027-01.',
    );
    expect(await refusal(['deals', 'assign', '--affiliate', '42'])).toContain(
      '  deal: Give the deal a name of 1 to 80 characters.',
    );
    expect(await refusal([...assign, '--affiliate', '42', '--brand', 'Not A Code'])).toContain('  brand: ');
    expect(await refusal(['deals', 'assign', '--affiliate', '42', '--end'])).toMatch(
      /^--end ends a brand's own deal: name the brand with --brand CODE\./,
    );
    expect(await refusal([...assign, '--affiliate', '42', '--brand', 'goldline-br', '--end'])).toMatch(
      /^Give --deal to put the brand on a deal, or --end to end its own deal, not both\./,
    );
    expect(await refusal(['deals', 'list', '--end'])).toMatch(/^deals list does not take --end\./);
  });
});

describe('deals default', () => {
  it('makes a deal the default of its currency', async () => {
    const run = await runCli(['deals', 'default', '--deal', 'Casino tiers 2027'], {
      data: dealOf(casino, [version(1, '2026-12-01', casino)], 12, true),
    });
    expect(run.sent).toEqual([
      { method: 'PUT', url: '/api/v1/operator/deals/default', body: { deal: 'Casino tiers 2027' } },
    ]);
    expect(run.out).toBe(
      '"Casino tiers 2027" is now the default deal: new EUR affiliates get it when nobody names a deal.',
    );
  });

  it('refuses a missing name, an unknown action and an option of another action', async () => {
    expect(await refusal(['deals', 'default'])).toContain(
      '  deal: Give the deal a name of 1 to 80 characters.',
    );
    expect(await refusal(['deals', 'remove'])).toBe(
      'Usage: npm run operator -- deals list | create --file DEAL.json | assign --affiliate ID (--deal "Name" | --end) [--brand CODE] [--from YYYY-MM] | default --deal "Name"',
    );
    expect(await refusal(['deals', 'list', '--deal', 'Casino tiers 2027'])).toMatch(
      /^deals list does not take --deal\./,
    );
    expect(await refusal(['deals', 'create', 'deal.json'])).toMatch(/^deals create takes no "deal.json"\./);
  });
});
