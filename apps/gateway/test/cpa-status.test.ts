import type { DealCpa, PlayerCpaStatus } from '@affiliate/contract';
import { dealDocument, playerCpaStatus } from '@affiliate/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/calendar/utc-dates.ts';
import { markOverCap, overCapStatus } from '../src/modules/figures/cpa-cap.ts';
import { cpaRule, type CpaRule } from '../src/modules/figures/cpa-rule.ts';
import { cpaStatusOf, type CpaPlayerDay } from '../src/modules/figures/cpa-status.ts';
import { flatPlanDeal } from '../src/modules/figures/flat-plan-deal.ts';

/** A deal's CPA as finance would write it: through the contract's validation, in EUR. */
function rule(cpa: DealCpa): CpaRule {
  return cpaRule(dealDocument.parse({ name: 'Test deal', currency: 'EUR', cpa }))!;
}

const day = (d: string, deposits: string, turnover = '0.00'): CpaPlayerDay => ({
  day: d,
  deposits,
  turnover,
});

/** Every answer is one the contract lets the players list send. */
function status(r: CpaRule, registered_on: string, activity: CpaPlayerDay[], today: string): PlayerCpaStatus {
  return playerCpaStatus.parse(cpaStatusOf(r, { registered_on, activity }, today));
}

describe("a player's CPA status: the window", () => {
  // Registered 2026-12-16 = day 1; 2026-12-31 is day 16, so 2027-01-14 is day 16 + 14 = 30, the last day.
  const thirtyDays = rule({ amount: '100.00', qualify: { deposits_min: '50.00', window_days: 30 } });

  it('qualifies a player whose criterion is met on the window’s last day', () => {
    // 40.00 on day 1 + 10.00 on day 30 = 50.00 ≥ 50.00 on 2027-01-14.
    const answer = status(
      thirtyDays,
      '2026-12-16',
      [day('2026-12-16', '40.00'), day('2027-01-14', '10.00')],
      '2027-01-20',
    );
    expect(answer).toEqual({
      status: 'qualified',
      reason: 'Qualified on 01/14/2027',
      qualified_on: '2027-01-14',
      days_left: null,
      progress: [
        { criterion: 'first_deposit', reached: '40.00', required: '0.00', met: true },
        { criterion: 'deposits', reached: '50.00', required: '50.00', met: true },
      ],
    });
  });

  it('does not qualify a player who meets it a day late, and says when the window ended', () => {
    // The 10.00 comes on 2027-01-15, day 31: within the window the deposits stay at 40.00 of 50.00.
    const activity = [day('2026-12-16', '40.00'), day('2027-01-15', '10.00')];
    expect(status(thirtyDays, '2026-12-16', activity, '2027-01-15')).toEqual({
      status: 'not_qualified',
      reason: 'The 30-day window ended on 01/14/2027 with deposits €40.00 of €50.00',
      qualified_on: null,
      days_left: null,
      progress: [
        { criterion: 'first_deposit', reached: '40.00', required: '0.00', met: true },
        { criterion: 'deposits', reached: '40.00', required: '50.00', met: false },
      ],
    });
    // The day before, the window's last day, the same player is still pending with 1 day left.
    expect(status(thirtyDays, '2026-12-16', activity, '2027-01-14')).toMatchObject({
      status: 'pending',
      reason: 'Deposits €40.00 of €50.00 — 1 day left',
      days_left: 1,
    });
  });

  it('says a player with no deposit at all by the window’s end had none', () => {
    // A 7-day window from 2027-02-01 ends on 2027-02-07; turnover alone is not a deposit.
    const r = rule({ amount: '50.00', qualify: { first_deposit_min: '20.00', window_days: 7 } });
    expect(status(r, '2027-02-01', [day('2027-02-02', '0.00', '35.00')], '2027-02-08')).toMatchObject({
      status: 'not_qualified',
      reason:
        'The 7-day window ended on 02/07/2027 with no deposit (a first deposit of €20.00 or more is required)',
      progress: [{ criterion: 'first_deposit', reached: null, required: '20.00', met: false }],
    });
  });
});

describe("a player's CPA status: pending", () => {
  // The issue's qualifiers: first deposit ≥ 20.00, deposits ≥ 50.00, turnover ≥ 200.00 within 30 days.
  const issueCpa = rule({
    amount: '100.00',
    qualify: { first_deposit_min: '20.00', deposits_min: '50.00', turnover_min: '200.00', window_days: 30 },
  });
  // Registered 2027-03-01: the window's last day is 2027-03-30 (day 30).
  const activity = [day('2027-03-01', '25.00', '80.00'), day('2027-03-05', '30.00', '40.00')];

  it('shows each criterion’s progress and the days left, today counted', () => {
    // Deposits 25.00 + 30.00 = 55.00 (met); turnover 80.00 + 40.00 = 120.00 of 200.00.
    // Today 2027-03-19: 03-19 … 03-30 is 12 days.
    expect(status(issueCpa, '2027-03-01', activity, '2027-03-19')).toEqual({
      status: 'pending',
      reason: 'Turnover €120.00 of €200.00 — 12 days left',
      qualified_on: null,
      days_left: 12,
      progress: [
        { criterion: 'first_deposit', reached: '25.00', required: '20.00', met: true },
        { criterion: 'deposits', reached: '55.00', required: '50.00', met: true },
        { criterion: 'turnover', reached: '120.00', required: '200.00', met: false },
      ],
    });
  });

  it('names every criterion still missing', () => {
    // After day 1 only: deposits 25.00 of 50.00 and turnover 80.00 of 200.00; 03-02 … 03-30 is 29 days.
    expect(status(issueCpa, '2027-03-01', activity.slice(0, 1), '2027-03-02')).toMatchObject({
      status: 'pending',
      reason: 'Deposits €25.00 of €50.00 and turnover €80.00 of €200.00 — 29 days left',
      days_left: 29,
    });
    // Registration day, nothing yet: the first deposit is missing too; the whole window is left.
    expect(status(issueCpa, '2027-03-01', [], '2027-03-01')).toMatchObject({
      status: 'pending',
      reason:
        'No deposit yet (a first deposit of €20.00 or more is required), deposits €0.00 of €50.00 and turnover €0.00 of €200.00 — 30 days left',
      days_left: 30,
    });
  });

  it('ignores days after today: the status is as of today', () => {
    // 80.00 more turnover on 2027-03-25 makes 200.00: qualified as of that day, pending the day before.
    const more = [...activity, day('2027-03-25', '0.00', '80.00')];
    expect(status(issueCpa, '2027-03-01', more, '2027-03-24')).toMatchObject({
      status: 'pending',
      days_left: 7,
    });
    expect(status(issueCpa, '2027-03-01', more, '2027-03-25')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-03-25',
    });
  });
});

describe("a player's CPA status: the first deposit", () => {
  const minimum = rule({ amount: '100.00', qualify: { first_deposit_min: '20.00', window_days: 30 } });

  it('says at once, not at the window’s end, that a first deposit below the minimum cannot qualify', () => {
    // Registered 2027-03-01; first deposit 10.00 on 03-03 < 20.00. Today 03-04 is day 4 of 30.
    const low = [day('2027-03-03', '10.00')];
    const expected = {
      status: 'not_qualified',
      reason: 'First deposit €10.00 was below the €20.00 required',
      qualified_on: null,
      days_left: null,
      progress: [{ criterion: 'first_deposit', reached: '10.00', required: '20.00', met: false }],
    };
    expect(status(minimum, '2027-03-01', low, '2027-03-04')).toEqual(expected);
    // A larger deposit the next day does not change the first one.
    expect(status(minimum, '2027-03-01', [...low, day('2027-03-04', '500.00')], '2027-03-04')).toEqual(
      expected,
    );
  });

  it('counts the first day with deposits, and takes 0.01 below the minimum as below it', () => {
    // A day of turnover only (deposits 0.00) is not the first deposit; 19.99 on 03-02 is.
    const r = rule({ amount: '100.00', qualify: { first_deposit_min: '20.00' } });
    const activity = [day('2027-03-01', '0.00', '5.00'), day('2027-03-02', '19.99')];
    expect(status(r, '2027-03-01', activity, '2027-03-02').reason).toBe(
      'First deposit €19.99 was below the €20.00 required',
    );
    // Exactly 20.00 is enough.
    expect(status(r, '2027-03-01', [day('2027-03-02', '20.00')], '2027-03-02')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-03-02',
    });
  });
});

describe("a player's CPA status: deposits and turnover since registration", () => {
  it('adds deposits over several days, to the cent', () => {
    // Registered 2027-05-10, 10-day window (last day 05-19). 30.00 + 0.00 + 45.50 = 75.50 by 05-13,
    // + 24.50 = 100.00 on 05-16.
    const r = rule({ amount: '60.00', qualify: { deposits_min: '100.00', window_days: 10 } });
    const activity = [
      day('2027-05-10', '30.00'),
      day('2027-05-12', '0.00', '12.00'),
      day('2027-05-13', '45.50'),
      day('2027-05-16', '24.50'),
    ];
    expect(status(r, '2027-05-10', activity, '2027-05-15')).toMatchObject({
      status: 'pending',
      reason: 'Deposits €75.50 of €100.00 — 5 days left', // 05-15 … 05-19
    });
    expect(status(r, '2027-05-10', activity, '2027-05-19')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-05-16',
    });
    // 0.70 + 0.10 is 0.80 exactly in cents (in floating point it is 0.7999999999999999, short of 0.80).
    const cents = rule({ amount: '60.00', qualify: { deposits_min: '0.80' } });
    expect(
      status(cents, '2027-05-10', [day('2027-05-10', '0.70'), day('2027-05-11', '0.10')], '2027-05-11'),
    ).toMatchObject({ status: 'qualified', qualified_on: '2027-05-11' });
  });

  it('adds turnover, and still wants a deposit: a CPA is paid per first depositor', () => {
    // Registered 2027-06-01, 30 days (last day 06-30). Turnover 50.00 + 149.99 = 199.99 on 06-03,
    // + 0.01 = 200.00 on 06-04.
    const r = rule({ amount: '80.00', qualify: { turnover_min: '200.00', window_days: 30 } });
    const depositor = [
      day('2027-06-01', '5.00', '50.00'),
      day('2027-06-03', '0.00', '149.99'),
      day('2027-06-04', '0.00', '0.01'),
    ];
    expect(status(r, '2027-06-01', depositor.slice(0, 2), '2027-06-03')).toMatchObject({
      status: 'pending',
      reason: 'Turnover €199.99 of €200.00 — 28 days left', // 06-03 … 06-30
    });
    expect(status(r, '2027-06-01', depositor, '2027-06-10')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-06-04',
    });
    // 250.00 of turnover (bonus money) but no deposit: pending until the deposit on 06-06.
    const bonusPlayer = [day('2027-06-02', '0.00', '250.00'), day('2027-06-06', '1.00')];
    expect(status(r, '2027-06-01', bonusPlayer, '2027-06-05')).toMatchObject({
      status: 'pending',
      reason: 'No deposit yet — 26 days left', // 06-05 … 06-30
      progress: [
        { criterion: 'first_deposit', reached: null, required: '0.00', met: false },
        { criterion: 'turnover', reached: '250.00', required: '200.00', met: true },
      ],
    });
    expect(status(r, '2027-06-01', bonusPlayer, '2027-06-06')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-06-06',
    });
  });

  it('has no deadline without a window', () => {
    // Registered 2026-01-01; 10.00 then, 40.00 on 2027-06-30 (day 546) makes 50.00.
    const r = rule({ amount: '40.00', qualify: { deposits_min: '50.00' } });
    const activity = [day('2026-01-01', '10.00'), day('2027-06-30', '40.00')];
    expect(status(r, '2026-01-01', activity.slice(0, 1), '2027-06-29')).toEqual({
      status: 'pending',
      reason: 'Deposits €10.00 of €50.00',
      qualified_on: null,
      days_left: null,
      progress: [
        { criterion: 'first_deposit', reached: '10.00', required: '0.00', met: true },
        { criterion: 'deposits', reached: '10.00', required: '50.00', met: false },
      ],
    });
    expect(status(r, '2026-01-01', activity, '2027-06-30')).toMatchObject({
      status: 'qualified',
      qualified_on: '2027-06-30',
    });
  });

  it('qualifies a player on the first deposit day when the deal gives no criteria', () => {
    const r = rule({ amount: '25.00' });
    // Turnover on 02-01 (no deposit), the first deposit of 0.01 on 02-03.
    const activity = [day('2027-02-01', '0.00', '10.00'), day('2027-02-03', '0.01')];
    expect(status(r, '2027-02-01', activity, '2027-02-02')).toEqual({
      status: 'pending',
      reason: 'No deposit yet',
      qualified_on: null,
      days_left: null,
      progress: [{ criterion: 'first_deposit', reached: null, required: '0.00', met: false }],
    });
    expect(status(r, '2027-02-01', activity, '2027-02-28')).toMatchObject({
      status: 'qualified',
      reason: 'Qualified on 02/03/2027',
      qualified_on: '2027-02-03',
    });
  });

  it('refuses days out of order rather than misread them', () => {
    const r = rule({ amount: '25.00' });
    const activity = [day('2027-02-03', '5.00'), day('2027-02-01', '5.00')];
    expect(() => cpaStatusOf(r, { registered_on: '2027-02-01', activity }, '2027-02-05')).toThrow(
      /ascending order/,
    );
  });
});

describe('the monthly cap', () => {
  // Cap 2. Player 9 qualified on 04-03; players 12 and 4 both on 04-10: the tie goes by player id,
  // so 4 is the second paid player and 12, the third qualified, is over the cap.
  const month = [
    { player_id: 12, qualified_on: '2027-04-10' },
    { player_id: 9, qualified_on: '2027-04-03' },
    { player_id: 4, qualified_on: '2027-04-10' },
  ];

  it('marks the players past the cap over_cap, in qualification order, ties by player id', () => {
    const expected = [
      { player_id: 9, qualified_on: '2027-04-03', status: 'qualified' },
      { player_id: 4, qualified_on: '2027-04-10', status: 'qualified' },
      { player_id: 12, qualified_on: '2027-04-10', status: 'over_cap' },
    ];
    expect(markOverCap(month, 2)).toEqual(expected);
    // Whatever order they are read in.
    expect(markOverCap([...month].reverse(), 2)).toEqual(expected);
    expect(markOverCap([month[2]!, month[0]!, month[1]!], 2)).toEqual(expected);
  });

  it('pays every qualified player without a cap, or under it', () => {
    expect(markOverCap(month, null).map((p) => p.status)).toEqual(['qualified', 'qualified', 'qualified']);
    expect(markOverCap(month, 3).map((p) => p.status)).toEqual(['qualified', 'qualified', 'qualified']);
  });

  it('counts one month at a time', () => {
    expect(() => markOverCap([...month, { player_id: 1, qualified_on: '2027-05-01' }], 2)).toThrow(
      /one month/,
    );
  });

  it('tells the affiliate why a qualified player is not paid', () => {
    const r = rule({ amount: '25.00', monthly_cap: 2 });
    const qualified = status(r, '2027-04-01', [day('2027-04-10', '30.00')], '2027-04-30');
    expect(playerCpaStatus.parse(overCapStatus(qualified, r.monthlyCap!))).toEqual({
      ...qualified,
      status: 'over_cap',
      reason: 'Qualified on 04/10/2027, after the monthly cap of 2 paid players was reached',
    });
  });
});

describe("today's plan as a deal", () => {
  /**
   * Today's rule, as the ingest's SQL counts cpa_qualified (activity-repository.ts, player-repository.ts):
   * the first deposit is the player's first day with deposits > 0, whatever its date, and the player
   * counts on that day when its amount is at least the plan's cpa_min_deposit.
   */
  function todaysRule(activity: CpaPlayerDay[], minimumCents: number) {
    const first = activity.find((d) => Math.round(Number(d.deposits) * 100) > 0);
    if (!first) return { qualified: false, on: null, depositor: false };
    const qualified = Math.round(Number(first.deposits) * 100) >= minimumCents;
    return { qualified, on: qualified ? first.day : null, depositor: true };
  }

  const money = (cents: number) => (cents / 100).toFixed(2);

  it('qualifies exactly the first depositors whose first deposit reaches the minimum, on that day', () => {
    const player = fc
      .record({
        // Days around registration, some before it (the brand's data can say so) and over a year after.
        offsets: fc.uniqueArray(fc.integer({ min: -5, max: 400 }), { maxLength: 8 }),
        amounts: fc.array(
          fc.record({
            deposits: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
            turnover: fc.integer({ min: 0, max: 100_000 }),
          }),
          { minLength: 8, maxLength: 8 },
        ),
        registered: fc.integer({ min: 0, max: 3_000 }),
        todayAfter: fc.integer({ min: 0, max: 60 }),
      })
      .map(({ offsets, amounts, registered, todayAfter }) => {
        const registered_on = addDays('2025-01-01', registered);
        const sorted = [...offsets].sort((a, b) => a - b);
        const activity = sorted.map((offset, i) =>
          day(addDays(registered_on, offset), money(amounts[i]!.deposits), money(amounts[i]!.turnover)),
        );
        // Today is the last day known: on or after every day sent.
        const today = addDays(registered_on, Math.max(0, ...sorted) + todayAfter);
        return { registered_on, activity, today };
      });
    // A minimum anywhere from 0.00, often exactly a deposit of the player (the edge of >=).
    const minimum = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom(0, 1, 100, 2_000));

    fc.assert(
      fc.property(player, minimum, fc.boolean(), (p, minimumCents, atFirstDeposit) => {
        const first = p.activity.find((d) => d.deposits !== '0.00');
        const min = atFirstDeposit && first ? Math.round(Number(first.deposits) * 100) : minimumCents;
        const deal = flatPlanDeal(
          {
            revenue_share: '0.3000',
            admin_fee_rate: '0.0000',
            cpa_amount: '25.00',
            cpa_min_deposit: money(min),
            negative_carry_over: true,
          },
          { currency: 'EUR' },
        );
        const answer = playerCpaStatus.parse(cpaStatusOf(cpaRule(deal)!, p, p.today));
        const today = todaysRule(p.activity, min);
        expect(answer.status === 'qualified').toBe(today.qualified);
        expect(answer.qualified_on).toBe(today.on);
        // The others: a first deposit below the minimum is decided; no deposit yet waits (no window).
        if (!today.qualified) expect(answer.status).toBe(today.depositor ? 'not_qualified' : 'pending');
      }),
      { numRuns: 3_000 },
    );
  });
});
