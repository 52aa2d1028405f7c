import { describe, expect, it } from 'vitest';
import {
  DEAL_AMOUNT_NOT_VALID,
  DEAL_CARRY_OVER_NOT_VALID,
  DEAL_CPA_TIER_FROM_NOT_VALID,
  DEAL_CPA_TIERS_ASCENDING,
  DEAL_CPA_TIERS_NOT_VALID,
  DEAL_CURRENCY_NOT_VALID,
  DEAL_FIRST_DEPOSITORS_WHOLE,
  DEAL_FIRST_TIER_FROM_ZERO,
  DEAL_FLAT_ONE_TIER,
  DEAL_LADDER_BY_NGR,
  DEAL_MODE_NOT_VALID,
  DEAL_MONTHLY_CAP_NOT_VALID,
  DEAL_NAME_NOT_VALID,
  DEAL_POSITIVE_AMOUNT_NOT_VALID,
  DEAL_PRODUCT_NOT_VALID,
  DEAL_RATE_NOT_VALID,
  DEAL_TIERS_ASCENDING,
  DEAL_TIERS_REQUIRED,
  DEAL_WINDOW_DAYS_NOT_VALID,
  dealDocument,
} from '../src/index.ts';

/** The document of issue 36, as it is written there. */
const issueDocument = {
  name: 'Casino tiers 2027',
  currency: 'EUR',
  brand: 'goldline',
  revenue_share: {
    mode: 'tiered',
    tier_by: 'ngr',
    tiers: [
      { from: '0', rate: '0.25' },
      { from: '5000', rate: '0.30' },
    ],
    product_rates: { sports: '0.20' },
  },
  admin_fee_rate: '0.10',
  negative_carry_over: 'carry',
  cpa: {
    amount: '100.00',
    qualify: { first_deposit_min: '20.00', deposits_min: '50.00', turnover_min: '200.00', window_days: 30 },
    tiers: [{ from: 20, amount: '120.00' }],
    monthly_cap: 50,
  },
};

/** Each error as `path: message`, the way the console and the CLI show them. */
function errors(document: unknown): string[] {
  const result = dealDocument.safeParse(document);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const withShare = (revenue_share: unknown) => ({ name: 'Deal', currency: 'EUR', revenue_share });
const withCpa = (cpa: unknown) => ({ name: 'Deal', currency: 'EUR', cpa });

describe('the deal document', () => {
  it("accepts the issue's example as written, and keeps it as written", () => {
    expect(dealDocument.parse(issueDocument)).toEqual(issueDocument);
  });

  it('needs only a name and a currency', () => {
    expect(errors({ name: 'CPA only', currency: 'GBP' })).toEqual([]);
    expect(errors({})).toEqual([`name: ${DEAL_NAME_NOT_VALID}`, `currency: ${DEAL_CURRENCY_NOT_VALID}`]);
  });

  it('refuses a name of 0 or over 80 characters, a currency not in ISO capitals, a brand code not valid', () => {
    expect(errors({ name: '   ', currency: 'EUR' })).toEqual([`name: ${DEAL_NAME_NOT_VALID}`]);
    expect(errors({ name: 'x'.repeat(81), currency: 'EUR' })).toEqual([`name: ${DEAL_NAME_NOT_VALID}`]);
    expect(errors({ name: 'x'.repeat(80), currency: 'EUR' })).toEqual([]);
    expect(errors({ name: 'Deal', currency: 'eur' })).toEqual([`currency: ${DEAL_CURRENCY_NOT_VALID}`]);
    expect(errors({ name: 'Deal', currency: 'EURO' })).toEqual([`currency: ${DEAL_CURRENCY_NOT_VALID}`]);
    expect(errors({ name: 'Deal', currency: 'EUR', brand: 'Gold Line' })).toHaveLength(1);
    expect(errors({ name: 'Deal', currency: 'EUR', brand: 'Gold Line' })[0]).toMatch(/^brand: /);
  });

  it('names a misspelt field instead of dropping it', () => {
    expect(errors({ name: 'Deal', currency: 'EUR', negative_cary_over: 'reset' })).toEqual([
      ': Unknown field: negative_cary_over.',
    ]);
    expect(errors(withCpa({ amount: '10.00', monthly_capp: 5 }))).toEqual([
      'cpa: Unknown field: monthly_capp.',
    ]);
  });

  it('wants tiers from 0, each above the one before', () => {
    expect(errors(withShare({ mode: 'tiered', tiers: [] }))).toEqual([
      `revenue_share.tiers: ${DEAL_TIERS_REQUIRED}`,
    ]);
    expect(
      errors(
        withShare({
          mode: 'tiered',
          tiers: [
            { from: '100', rate: '0.25' },
            { from: '5000', rate: '0.30' },
            { from: '5000.00', rate: '0.35' },
            { from: '4000', rate: '0.40' },
          ],
        }),
      ),
    ).toEqual([
      `revenue_share.tiers.0.from: ${DEAL_FIRST_TIER_FROM_ZERO}`,
      `revenue_share.tiers.2.from: ${DEAL_TIERS_ASCENDING}`,
      `revenue_share.tiers.3.from: ${DEAL_TIERS_ASCENDING}`,
    ]);
    // A tier that is not valid is reported on its own field, and not compared with its neighbours.
    const broken = errors(
      withShare({ mode: 'tiered', tiers: [{ from: 0, rate: '0.25' }, { rate: '0.30' }] }),
    );
    expect(broken).toContain(`revenue_share.tiers.0.from: ${DEAL_AMOUNT_NOT_VALID}`);
    expect(broken).toContain(`revenue_share.tiers.1.from: ${DEAL_AMOUNT_NOT_VALID}`);
    expect(broken.join('\n')).not.toMatch(/starts (from 0|above)/);
    expect(errors(withShare({ mode: 'tiered' }))).toEqual([`revenue_share.tiers: ${DEAL_TIERS_REQUIRED}`]);
    // 0.00 is 0; tiers a cent apart are ascending.
    expect(
      errors(
        withShare({
          mode: 'ladder',
          tiers: [
            { from: '0.00', rate: '0.25' },
            { from: '0.01', rate: '0.30' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('wants exactly one tier for a flat revenue share, and a known mode', () => {
    expect(
      errors(
        withShare({
          mode: 'flat',
          tiers: [
            { from: '0', rate: '0.25' },
            { from: '1000', rate: '0.30' },
          ],
        }),
      ),
    ).toEqual([`revenue_share.tiers: ${DEAL_FLAT_ONE_TIER}`]);
    expect(errors(withShare({ mode: 'flat', tiers: [{ from: '0', rate: '0.25' }] }))).toEqual([]);
    expect(errors(withShare({ mode: 'progressive', tiers: [{ from: '0', rate: '0.25' }] }))).toEqual([
      `revenue_share.mode: ${DEAL_MODE_NOT_VALID}`,
    ]);
  });

  it('wants rates between 0 and 1', () => {
    const share = (rate: string) => withShare({ mode: 'flat', tiers: [{ from: '0', rate }] });
    for (const rate of ['0', '0.3', '0.25', '0.1234', '1', '1.00']) expect(errors(share(rate))).toEqual([]);
    for (const rate of ['1.01', '-0.1', '30', '0.12345', '.3', '30%'])
      expect(errors(share(rate))).toEqual([`revenue_share.tiers.0.rate: ${DEAL_RATE_NOT_VALID}`]);
    expect(errors({ name: 'Deal', currency: 'EUR', admin_fee_rate: '1.5' })).toEqual([
      `admin_fee_rate: ${DEAL_RATE_NOT_VALID}`,
    ]);
    // A rate is a string: a float is refused on its field.
    expect(errors({ name: 'Deal', currency: 'EUR', admin_fee_rate: 0.1 })).toEqual([
      `admin_fee_rate: ${DEAL_RATE_NOT_VALID}`,
    ]);
  });

  it('allows a ladder only by NGR, and first-depositor tiers only on whole numbers', () => {
    const tiers = [
      { from: '0', rate: '0.25' },
      { from: '10', rate: '0.30' },
    ];
    expect(errors(withShare({ mode: 'ladder', tier_by: 'first_depositors', tiers }))).toEqual([
      `revenue_share.tier_by: ${DEAL_LADDER_BY_NGR}`,
    ]);
    expect(errors(withShare({ mode: 'ladder', tier_by: 'ngr', tiers }))).toEqual([]);
    expect(errors(withShare({ mode: 'tiered', tier_by: 'first_depositors', tiers }))).toEqual([]);
    expect(
      errors(
        withShare({
          mode: 'tiered',
          tier_by: 'first_depositors',
          tiers: [
            { from: '0', rate: '0.25' },
            { from: '10.5', rate: '0.30' },
          ],
        }),
      ),
    ).toEqual([`revenue_share.tiers.1.from: ${DEAL_FIRST_DEPOSITORS_WHOLE}`]);
  });

  it('takes product rates for the player categories only', () => {
    const tiers = [{ from: '0', rate: '0.25' }];
    expect(
      errors(
        withShare({
          mode: 'flat',
          tiers,
          product_rates: { casino: '0.30', sports: '0.20', 'live-casino': '0.35', poker: '0.15' },
        }),
      ),
    ).toEqual([]);
    expect(errors(withShare({ mode: 'flat', tiers, product_rates: { bingo: '0.20', sports: '2' } }))).toEqual(
      [
        `revenue_share.product_rates.sports: ${DEAL_RATE_NOT_VALID}`,
        `revenue_share.product_rates.bingo: ${DEAL_PRODUCT_NOT_VALID}`,
      ],
    );
  });

  it('takes carry, reset or a positive cap for a negative month', () => {
    const carry = (negative_carry_over: unknown) =>
      errors({ name: 'Deal', currency: 'EUR', negative_carry_over });
    expect(carry('carry')).toEqual([]);
    expect(carry('reset')).toEqual([]);
    expect(carry({ cap: '5000.00' })).toEqual([]);
    expect(carry('keep')).toEqual([`negative_carry_over: ${DEAL_CARRY_OVER_NOT_VALID}`]);
    expect(carry(true)).toEqual([`negative_carry_over: ${DEAL_CARRY_OVER_NOT_VALID}`]);
    expect(carry({ cap: '0.00' })).toEqual([`negative_carry_over.cap: ${DEAL_POSITIVE_AMOUNT_NOT_VALID}`]);
    expect(carry({ cap: '-100' })).toEqual([`negative_carry_over.cap: ${DEAL_POSITIVE_AMOUNT_NOT_VALID}`]);
  });

  it('checks the CPA: amounts, a window of 1 to 365 days, tiers rising from 1, a cap of 1 or more', () => {
    expect(errors(withCpa({ amount: '100' }))).toEqual([]);
    expect(errors(withCpa({ amount: '100.001' }))).toEqual([`cpa.amount: ${DEAL_AMOUNT_NOT_VALID}`]);
    expect(errors(withCpa({ amount: '100', qualify: { turnover_min: '-5' } }))).toEqual([
      `cpa.qualify.turnover_min: ${DEAL_AMOUNT_NOT_VALID}`,
    ]);
    for (const window_days of [1, 365])
      expect(errors(withCpa({ amount: '1', qualify: { window_days } }))).toEqual([]);
    for (const window_days of [0, 366, 7.5, '30'])
      expect(errors(withCpa({ amount: '1', qualify: { window_days } }))).toEqual([
        `cpa.qualify.window_days: ${DEAL_WINDOW_DAYS_NOT_VALID}`,
      ]);
    expect(
      errors(
        withCpa({
          amount: '100.00',
          tiers: [
            { from: 0, amount: '110.00' },
            { from: 20, amount: '120.00' },
            { from: 20, amount: '130.00' },
            { from: 30.5, amount: '140.00' },
          ],
          monthly_cap: 0,
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        `cpa.tiers.0.from: ${DEAL_CPA_TIER_FROM_NOT_VALID}`,
        `cpa.tiers.3.from: ${DEAL_CPA_TIER_FROM_NOT_VALID}`,
        `cpa.monthly_cap: ${DEAL_MONTHLY_CAP_NOT_VALID}`,
      ]),
    );
    expect(
      errors(
        withCpa({
          amount: '100.00',
          tiers: [
            { from: 20, amount: '120.00' },
            { from: 20, amount: '130.00' },
            { from: 25, amount: '140.00' },
            { from: 24, amount: '150.00' },
          ],
        }),
      ),
    ).toEqual([
      `cpa.tiers.1.from: ${DEAL_CPA_TIERS_ASCENDING}`,
      `cpa.tiers.3.from: ${DEAL_CPA_TIERS_ASCENDING}`,
    ]);
    expect(errors(withCpa({ amount: '100.00', tiers: { from: 20 } }))).toEqual([
      `cpa.tiers: ${DEAL_CPA_TIERS_NOT_VALID}`,
    ]);
  });
});
