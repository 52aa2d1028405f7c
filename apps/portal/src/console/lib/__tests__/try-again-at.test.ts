import { describe, expect, it } from 'vitest';
import { tryAgainAt } from '../try-again-at';

const now = new Date('2026-11-27T14:00:00Z');
const after = (value: string) => new Headers({ 'Retry-After': value });

describe('when a refused sign-in may be tried again', () => {
  it('reads seconds and HTTP dates as a person would say them', () => {
    expect(tryAgainAt(after('40'), now)).toBe('in 40 seconds');
    expect(tryAgainAt(after('1'), now)).toBe('in a second');
    expect(tryAgainAt(after('60'), now)).toMatch(/^in a minute \(at .+\)$/);
    expect(tryAgainAt(after('900'), now)).toMatch(/^in 15 minutes \(at .+\)$/);
    expect(tryAgainAt(after(new Date(now.getTime() + 120_000).toUTCString()), now)).toMatch(/^in 2 minutes/);
  });

  it('says later without a usable header', () => {
    expect(tryAgainAt(undefined, now)).toBe('later');
    expect(tryAgainAt(new Headers(), now)).toBe('later');
    expect(tryAgainAt(after('soon'), now)).toBe('later');
  });
});
