import { describe, expect, it } from 'vitest';
import { isAffiliateUnderMaintenance } from '../read-maintenance';

const body = (app: unknown) => ({ data: { 'system.maintenance': { app } } });

describe('maintenance flag parsing', () => {
  it.each([true, 'true', 1, '1'])('is under maintenance when the affiliate entry is %j', (value) => {
    expect(
      isAffiliateUnderMaintenance(
        body([
          { key: 'backoffice', value: false },
          { key: 'affiliate', value },
        ]),
      ),
    ).toBe(true);
  });

  it.each([false, 'false', 0, '0', '', 'yes'])(
    'is not under maintenance when the affiliate entry is %j',
    (value) => {
      expect(isAffiliateUnderMaintenance(body([{ key: 'affiliate', value }]))).toBe(false);
    },
  );

  it('only looks at the entry keyed affiliate', () => {
    expect(isAffiliateUnderMaintenance(body([{ key: 'player', value: true }]))).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['no data', {}],
    ['no setting', { data: {} }],
    ['no app list', { data: { 'system.maintenance': {} } }],
    ['an app that is not a list', body({ affiliate: true })],
    ['null entries', body([null])],
  ])('is not under maintenance with %s', (_, value) => {
    expect(isAffiliateUnderMaintenance(value)).toBe(false);
  });
});
