import { describe, expect, it } from 'vitest';
import { ARCHIVE_PAGE_SIZE, archivePage, archivePageCount, readArchivePage } from '../archive-paging';

const entries = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('archive paging (10 a page, page count from the list length)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [23, 3],
    [1000, 100],
  ])('%i saved banners make %i page(s)', (length, pages) => {
    expect(archivePageCount(length)).toBe(pages);
  });

  it('pages 23 entries as 10, 10 and 3', () => {
    const list = entries(23);
    expect(ARCHIVE_PAGE_SIZE).toBe(10);
    expect(archivePage(list, 1)).toEqual({
      entries: entries(10),
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 10,
      total: 23,
    });
    expect(archivePage(list, 2).entries).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(archivePage(list, 3)).toEqual({
      entries: [21, 22, 23],
      current_page: 3,
      last_page: 3,
      from: 21,
      to: 23,
      total: 23,
    });
  });

  it('shows the last page for a page past the end (its last entry was just deleted)', () => {
    const page = archivePage(entries(20), 3);
    expect(page.current_page).toBe(2);
    expect(page.entries).toEqual(entries(20).slice(10));
  });

  it('shows the first page for a page that cannot be read', () => {
    for (const requested of [0, -2, 1.5, Number.NaN])
      expect(archivePage(entries(15), requested).current_page).toBe(1);
  });

  it('an empty archive is one empty page', () => {
    expect(archivePage([], 1)).toEqual({
      entries: [],
      current_page: 1,
      last_page: 1,
      from: null,
      to: null,
      total: 0,
    });
  });

  it('reads the page from the query string', () => {
    expect(readArchivePage(new URLSearchParams('page=3'))).toBe(3);
    expect(readArchivePage(new URLSearchParams(''))).toBe(1);
    expect(readArchivePage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readArchivePage(new URLSearchParams('page=0'))).toBe(1);
  });
});
