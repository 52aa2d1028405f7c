import { describe, expect, it } from 'vitest';
import { annaMedia, betTips, subAffiliateBrands } from '@/testing/sub-affiliate-fixtures';
import { brandLabel, brandLines, earningUntilText, termsSentence } from '../sub-affiliate-words';

describe('sub-affiliate words', () => {
  it("puts a sub's brands side by side, this month's first, then those only credited before", () => {
    expect(
      brandLines({
        ...annaMedia,
        to_date: {
          earnings: '12.00',
          brands: [
            { brand: 'goldline-de', earnings: '2.00' },
            { brand: null, earnings: '10.00' },
          ],
        },
      }).map((line) => [line.brand, line.thisMonth?.earnings ?? null, line.toDate]),
    ).toEqual([
      ['goldline-br', '50.00', null],
      ['goldline-de', '12.03', '2.00'],
      [null, null, '10.00'],
    ]);
    expect(brandLines(betTips).map((line) => line.brand)).toEqual(['goldline-br']);
  });

  it('names a brand by its name, by its code when unknown, and what belongs to none', () => {
    expect(brandLabel('goldline-de', subAffiliateBrands)).toBe('Goldline Deutschland');
    expect(brandLabel('closed-brand', subAffiliateBrands)).toBe('closed-brand');
    expect(brandLabel('goldline-de', undefined)).toBe('goldline-de');
    expect(brandLabel(null, subAffiliateBrands)).toBe('No brand');
  });

  it('says the last month earned on a sub, ended once it is behind the running month', () => {
    expect(earningUntilText('2027-02', '2026-12')).toBe('February 2027');
    expect(earningUntilText('2026-12', '2026-12')).toBe('December 2026');
    expect(earningUntilText('2026-11', '2026-12')).toBe('November 2026 (ended)');
    expect(earningUntilText(null, '2026-12')).toBe('—');
  });

  it('says nothing of terms the deal does not have', () => {
    expect(termsSentence(null, 'EUR')).toBeNull();
    expect(termsSentence({ share_of: 'commission', rate: '1', months: 120 }, 'EUR')).toBe(
      '100% of each sub-affiliate’s commission for 120 months from their approval',
    );
  });
});
