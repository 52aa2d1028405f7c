import { describe, expect, it } from 'vitest';
import {
  changePlayerFilters,
  defaultPlayerFilters,
  isDefaultPlayerFilters,
  parsePlayerFilters,
  playerFilterQuery,
  playerFiltersToSearch,
  playerListQueryOf,
} from '../player-filters';

describe('player filters in the URL', () => {
  it("has the specification defaults, from the contract's query schema: registered false, deposited true, 10 per page", () => {
    expect(parsePlayerFilters('')).toEqual({ registered: false, deposited: true, itemsPerPage: 10, page: 1 });
    expect(defaultPlayerFilters).toEqual(parsePlayerFilters(''));
  });

  it('leaves the defaults out of the URL', () => {
    expect(playerFiltersToSearch({ ...defaultPlayerFilters }).toString()).toBe('');
    const search = playerFiltersToSearch({
      ...defaultPlayerFilters,
      year: 2026,
      month: 3,
      category: 'poker',
      registered: true,
      deposited: false,
      itemsPerPage: 25,
      page: 3,
    });
    expect(search.toString()).toBe(
      'page=3&per_page=25&year=2026&month=3&category=poker&registered=true&deposited=false',
    );
  });

  it('reads back what it wrote', () => {
    const filters = {
      ...defaultPlayerFilters,
      year: 2025,
      month: 12,
      category: 'sports' as const,
      deposited: false,
      itemsPerPage: 100,
      page: 7,
    };
    expect(parsePlayerFilters(playerFiltersToSearch(filters))).toEqual(filters);
  });

  it('falls back to the default of each invalid value, keeping the valid ones', () => {
    expect(
      parsePlayerFilters(
        'year=abc&month=13&category=bingo&registered=maybe&deposited=yes&per_page=7&page=-2',
      ),
    ).toEqual(parsePlayerFilters(''));
    expect(parsePlayerFilters('year=1999').year).toBeUndefined();
    expect(parsePlayerFilters('year=2026&month=0')).toEqual({ ...defaultPlayerFilters, year: 2026 });
    expect(parsePlayerFilters('per_page=50').itemsPerPage).toBe(50);
    expect(parsePlayerFilters('registered=1&deposited=0')).toMatchObject({
      registered: true,
      deposited: false,
    });
    expect(parsePlayerFilters('category=bingo&deposited=false')).toEqual({
      ...defaultPlayerFilters,
      deposited: false,
    });
  });

  it('ignores a month without a year (the gateway needs both)', () => {
    expect(parsePlayerFilters('month=5&category=casino')).toEqual({
      ...defaultPlayerFilters,
      category: 'casino',
    });
  });

  it('goes back to page 1 on a filter change and clears the month with the year', () => {
    const current = { ...defaultPlayerFilters, year: 2026, month: 4, page: 5 };
    expect(changePlayerFilters(current, { category: 'casino' })).toMatchObject({
      category: 'casino',
      page: 1,
      month: 4,
    });
    expect(changePlayerFilters(current, { year: undefined })).toMatchObject({
      year: undefined,
      month: undefined,
      page: 1,
    });
    expect(changePlayerFilters(current, { page: 6 })).toMatchObject({ page: 6, year: 2026, month: 4 });
  });

  it('knows the default view, and reset gives it back', () => {
    expect(isDefaultPlayerFilters(parsePlayerFilters(''))).toBe(true);
    expect(isDefaultPlayerFilters(parsePlayerFilters('page=2'))).toBe(false);
    expect(isDefaultPlayerFilters({ ...defaultPlayerFilters })).toBe(true);
  });

  it("builds the gateway's query with page and per_page, and the export's without", () => {
    expect(playerListQueryOf(parsePlayerFilters(''))).toEqual({
      page: 1,
      per_page: 10,
      registered: false,
      deposited: true,
    });
    const filters = parsePlayerFilters('year=2026&month=2&category=casino&per_page=50&page=2');
    expect(playerListQueryOf(filters)).toEqual({
      page: 2,
      per_page: 50,
      year: 2026,
      month: 2,
      category: 'casino',
      registered: false,
      deposited: true,
    });
    expect(playerFilterQuery(filters)).toEqual({
      year: 2026,
      month: 2,
      category: 'casino',
      registered: false,
      deposited: true,
    });
  });
});
