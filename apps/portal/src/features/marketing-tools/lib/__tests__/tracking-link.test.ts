import { describe, expect, it } from 'vitest';
import { linkWithSubId, subId } from '../tracking-link';

describe('a tracking link with a sub-id', () => {
  it('adds ?sub= to a plain code link', () => {
    expect(linkWithSubId('https://partners.example/r/DEMO', 'spring-newsletter')).toBe('https://partners.example/r/DEMO?sub=spring-newsletter');
  });

  it('keeps the banner and campaign of a banner link and replaces an earlier sub-id', () => {
    const link = linkWithSubId('https://partners.example/r/DEMO?banner=12&campaign=Spring&sub=old', ' footer ');
    const url = new URL(link);
    expect(url.pathname).toBe('/r/DEMO');
    expect(Object.fromEntries(url.searchParams)).toEqual({ banner: '12', campaign: 'Spring', sub: 'footer' });
  });

  it('a blank sub-id leaves a link without one as it came, and removes one that was there', () => {
    const link = 'https://partners.example/r/DEMO?campaign=Spring%20sale';
    expect(linkWithSubId(link, '  ')).toBe(link);
    expect(linkWithSubId('https://partners.example/r/DEMO?sub=old', '')).toBe('https://partners.example/r/DEMO');
  });

  it('leaves something that is not an address alone', () => {
    expect(linkWithSubId('not a link', 'x')).toBe('not a link');
  });

  it('accepts short labels and refuses spaces, odd characters and labels over 100 characters', () => {
    expect(subId.safeParse('spring-newsletter').success).toBe(true);
    expect(subId.safeParse('').success).toBe(true);
    expect(subId.safeParse('spring newsletter').success).toBe(false);
    expect(subId.safeParse('a&b').success).toBe(false);
    expect(subId.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
