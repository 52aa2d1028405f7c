import type { PaginationMeta } from '@affiliate/contract';

/** The specification's pagination meta (Laravel style), built from page, size and total. */
export function paginationMeta(input: {
  page: number;
  perPage: number;
  total: number;
  url: string;
}): PaginationMeta {
  const { page, perPage, total } = input;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageUrl = (n: number) => {
    const url = new URL(input.url);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  const from = total === 0 || page > lastPage ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : Math.min(page * perPage, total);
  const prev = page > 1 ? pageUrl(Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? pageUrl(page + 1) : null;
  // A window of page links around the current page keeps the meta small on long lists.
  const first = Math.max(1, Math.min(page - 3, lastPage - 6));
  const last = Math.min(lastPage, first + 6);
  const links = [{ url: prev, label: '&laquo; Previous', active: false }];
  for (let n = first; n <= last; n++) links.push({ url: pageUrl(n), label: String(n), active: n === page });
  links.push({ url: next, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    last_page: lastPage,
    from,
    to,
    total,
    per_page: perPage,
    prev_page_url: prev,
    next_page_url: next,
    links,
  };
}
