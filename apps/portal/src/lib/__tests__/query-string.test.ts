import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../query-string';

describe('query serialisation', () => {
  it('writes arrays in bracket form, unencoded', () => {
    expect(serializeQuery({ a: [1, 2] })).toBe('a[]=1&a[]=2');
    expect(serializeQuery({ ids: ['x', 'y'], page: 2 })).toBe('ids[]=x&ids[]=y&page=2');
  });

  it('writes plain values as they are', () => {
    expect(serializeQuery({ filterByCode: 'system.maintenance' })).toBe('filterByCode=system.maintenance');
    expect(serializeQuery({ include: 'preferences', registered: false, deposited: true })).toBe(
      'include=preferences&registered=false&deposited=true',
    );
  });

  it('writes nested objects with brackets', () => {
    expect(serializeQuery({ filter: { year: 2026, month: 5 } })).toBe('filter[year]=2026&filter[month]=5');
  });

  it('leaves out null and undefined', () => {
    expect(serializeQuery({ a: null, b: undefined, c: 'x' })).toBe('c=x');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('escapes only what would break the query apart', () => {
    expect(serializeQuery({ q: 'a&b=c d' })).toBe('q=a%26b%3Dc%20d');
  });
});
