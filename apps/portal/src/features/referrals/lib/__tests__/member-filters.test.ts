import { describe, expect, it } from 'vitest';
import {
  changeMemberFilters,
  defaultMemberFilters,
  isDefaultMemberFilters,
  memberFiltersToSearch,
  memberListQuery,
  parseMemberFilters,
} from '../member-filters';

describe('member filters in the URL', () => {
  it('has the specification defaults: registered false, deposited true, 10 per page', () => {
    expect(parseMemberFilters('')).toEqual({ year: null, month: null, category: null, registered: false, deposited: true, itemsPerPage: 10, page: 1 });
  });

  it('leaves the defaults out of the URL', () => {
    expect(memberFiltersToSearch({ ...defaultMemberFilters }).toString()).toBe('');
    const search = memberFiltersToSearch({ ...defaultMemberFilters, year: 2026, month: 3, category: 'poker', registered: true, deposited: false, itemsPerPage: 25, page: 3 });
    expect(search.toString()).toBe('year=2026&month=3&category=poker&registered=true&deposited=false&per_page=25&page=3');
  });

  it('reads back what it wrote', () => {
    const filters = { ...defaultMemberFilters, year: 2025, month: 12, category: 'sports' as const, deposited: false, itemsPerPage: 100, page: 7 };
    expect(parseMemberFilters(memberFiltersToSearch(filters))).toEqual(filters);
  });

  it('falls back to the defaults for invalid values', () => {
    expect(parseMemberFilters('year=abc&month=13&category=bingo&registered=maybe&deposited=yes&per_page=7&page=-2')).toEqual(parseMemberFilters(''));
    expect(parseMemberFilters('year=1999').year).toBeNull();
    expect(parseMemberFilters('year=2026&month=0').month).toBeNull();
    expect(parseMemberFilters('per_page=50').itemsPerPage).toBe(50);
    expect(parseMemberFilters('registered=1&deposited=0')).toMatchObject({ registered: true, deposited: false });
  });

  it('ignores a month without a year (the gateway needs both)', () => {
    expect(parseMemberFilters('month=5')).toMatchObject({ year: null, month: null });
  });

  it('goes back to page 1 on a filter change and clears the month with the year', () => {
    const current = { ...defaultMemberFilters, year: 2026, month: 4, page: 5 };
    expect(changeMemberFilters(current, { category: 'casino' })).toMatchObject({ category: 'casino', page: 1, month: 4 });
    expect(changeMemberFilters(current, { year: null })).toMatchObject({ year: null, month: null, page: 1 });
    expect(changeMemberFilters(current, { page: 6 })).toMatchObject({ page: 6, year: 2026, month: 4 });
  });

  it('knows the default view, and reset gives it back', () => {
    expect(isDefaultMemberFilters(parseMemberFilters(''))).toBe(true);
    expect(isDefaultMemberFilters(parseMemberFilters('page=2'))).toBe(false);
    expect(isDefaultMemberFilters({ ...defaultMemberFilters })).toBe(true);
  });

  it("builds the gateway's query with page and per_page", () => {
    expect(memberListQuery(parseMemberFilters(''))).toEqual({ page: 1, per_page: 10, registered: false, deposited: true });
    expect(memberListQuery(parseMemberFilters('year=2026&month=2&category=casino&per_page=50&page=2'))).toEqual({
      page: 2,
      per_page: 50,
      year: 2026,
      month: 2,
      category: 'casino',
      registered: false,
      deposited: true,
    });
  });
});
