import { describe, expect, it } from 'vitest';
import { deals } from '../../components/__tests__/fixtures';
import { dealOptions, dealsFor, preselectedDeal } from '../approve-deals';

describe('the deals an application is approved with', () => {
  it('are those for all brands in the applicant’s currency, the default chosen first', () => {
    const offered = dealsFor(deals(), 'EUR');
    expect(offered.map((deal) => deal.name)).toEqual(['Standard EUR', 'Casino tiers 2027']);
    expect(preselectedDeal(offered)).toBe('Standard EUR');
    expect(dealOptions(offered).map((option) => option.value)).toEqual([
      '',
      'Standard EUR',
      'Casino tiers 2027',
    ]);
  });

  it('choose nothing when the default is in another currency, and offer nothing when no deal is in it', () => {
    expect(dealsFor(deals(), 'BRL').map((deal) => deal.name)).toEqual(['Sports BRL']);
    expect(preselectedDeal(dealsFor(deals(), 'BRL'))).toBe('');
    expect(dealsFor(deals(), 'USD')).toEqual([]);
    expect(dealOptions([])).toEqual([{ value: '', label: 'Choose a deal' }]);
  });
});
