import { describe, expect, it } from 'vitest';
import { toCpaProgressLine } from '../cpa-progress';

describe("a CPA criterion's progress line", () => {
  it('says turnover and deposits as reached of required, with the share reached for the bar', () => {
    expect(
      toCpaProgressLine({ criterion: 'turnover', reached: '120.00', required: '200.00', met: false }, 'EUR'),
    ).toEqual({
      criterion: 'turnover',
      name: 'Turnover',
      text: 'Turnover €120.00 of €200.00',
      valueText: '€120.00 of €200.00',
      percent: 60,
      met: false,
    });
    expect(
      toCpaProgressLine({ criterion: 'deposits', reached: '40.00', required: '50.00', met: false }, 'USD'),
    ).toMatchObject({ text: 'Deposits $40.00 of $50.00', percent: 80 });
  });

  it('fills the bar only once a criterion is met, and never past it', () => {
    const almost = { criterion: 'turnover', reached: '199.99', required: '200.00', met: false } as const;
    expect(toCpaProgressLine(almost, 'EUR').percent).toBe(99);
    const beyond = { criterion: 'turnover', reached: '450.00', required: '200.00', met: true } as const;
    expect(toCpaProgressLine(beyond, 'EUR')).toMatchObject({
      text: 'Turnover €450.00 of €200.00',
      percent: 100,
      met: true,
    });
  });

  it('says the first deposit with its minimum, or that any amount will do, or that there is none', () => {
    expect(
      toCpaProgressLine(
        { criterion: 'first_deposit', reached: '10.00', required: '20.00', met: false },
        'EUR',
      ),
    ).toMatchObject({
      text: 'First deposit €10.00 (€20.00 or more required)',
      valueText: '€10.00, €20.00 or more required',
      percent: 50,
    });
    expect(
      toCpaProgressLine({ criterion: 'first_deposit', reached: '5.00', required: '0.00', met: true }, 'EUR'),
    ).toMatchObject({ text: 'First deposit €5.00 (any amount)', percent: 100 });
    expect(
      toCpaProgressLine({ criterion: 'first_deposit', reached: null, required: '20.00', met: false }, 'EUR'),
    ).toMatchObject({ text: 'No first deposit (€20.00 or more required)', percent: 0 });
    expect(
      toCpaProgressLine({ criterion: 'first_deposit', reached: null, required: '0.00', met: false }, 'EUR'),
    ).toMatchObject({ text: 'No first deposit (any amount)', valueText: 'None, any amount', percent: 0 });
  });
});
