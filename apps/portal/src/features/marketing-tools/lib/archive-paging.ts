/**
 * The archive is loaded whole and paged in the browser: 10 saved banners a
 * page, the page count from the list's length.
 */
export const ARCHIVE_PAGE_SIZE = 10;

export function archivePageCount(length: number, pageSize = ARCHIVE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(length / pageSize));
}

export interface ArchivePage<T> {
  entries: T[];
  current_page: number;
  last_page: number;
  /** 1-based positions of the first and last entry shown; null for an empty archive. */
  from: number | null;
  to: number | null;
  total: number;
}

/**
 * One page of the list. A page past the end (the last entry of the last page was just deleted, or a
 * link names a page that no longer exists) shows the last page; anything unreadable shows the first.
 */
export function archivePage<T>(
  list: ReadonlyArray<T>,
  requested: number,
  pageSize = ARCHIVE_PAGE_SIZE,
): ArchivePage<T> {
  const last = archivePageCount(list.length, pageSize);
  const current = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, last) : 1;
  const start = (current - 1) * pageSize;
  const entries = list.slice(start, start + pageSize);
  return {
    entries,
    current_page: current,
    last_page: last,
    from: entries.length > 0 ? start + 1 : null,
    to: entries.length > 0 ? start + entries.length : null,
    total: list.length,
  };
}

/** The `page` of the screen's query string, or 1. */
export function readArchivePage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
