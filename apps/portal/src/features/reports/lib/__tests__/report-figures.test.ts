import { describe, expect, it } from 'vitest';
import { filterValueLabel } from '../report-figures';

describe("a filter's value in words", () => {
  it('names a country as the rows and the players list do', () => {
    expect(filterValueLabel('country', 'DE')).toBe('Germany');
    expect(filterValueLabel('country', 'GB')).toBe('United Kingdom');
  });

  it('keeps the other filters as they were', () => {
    expect(filterValueLabel('banner', 0)).toBe('No banner');
    expect(filterValueLabel('sub1', '')).toBe('None');
    expect(filterValueLabel('sub1', 'spring')).toBe('spring');
  });
});
