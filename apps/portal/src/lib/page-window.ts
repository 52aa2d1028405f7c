export type PageWindowItem = number | 'gap';

/**
 * The page numbers to offer: always the first and last, the current one with `radius` neighbours, and
 * a gap where pages are skipped. `pageWindow(6, 20)` -> 1 … 5 6 7 … 20.
 */
export function pageWindow(current: number, last: number, radius = 1): PageWindowItem[] {
  if (last <= 1) return [1];
  const pages = new Set<number>([1, last]);
  for (let page = current - radius; page <= current + radius; page += 1)
    if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/** A page link (shown on a phone or only on wider screens) or a gap (shown everywhere or only on a phone). */
export type PageListItem =
  { kind: 'page'; page: number; onPhone: boolean } | { kind: 'gap'; phoneOnly: boolean };

/**
 * pageWindow as a list that also fits a phone, where only the first, current and last pages stay: pages
 * hidden there leave a gap of their own unless a gap is already beside them, so a phone reads
 * "1 … 3", never "1 3" as if there were no page 2.
 */
export function pageListItems(current: number, last: number): PageListItem[] {
  const window = pageWindow(current, last);
  const staysOnPhone = (page: number) => page === 1 || page === last || page === current;
  const hiddenOnPhone = (item: PageWindowItem | undefined) => typeof item === 'number' && !staysOnPhone(item);
  const items: PageListItem[] = [];
  window.forEach((item, index) => {
    if (item === 'gap') {
      items.push({ kind: 'gap', phoneOnly: false });
      return;
    }
    if (hiddenOnPhone(item) && !hiddenOnPhone(window[index - 1])) {
      let end = index;
      while (hiddenOnPhone(window[end + 1])) end += 1;
      if (window[index - 1] !== 'gap' && window[end + 1] !== 'gap')
        items.push({ kind: 'gap', phoneOnly: true });
    }
    items.push({ kind: 'page', page: item, onPhone: staysOnPhone(item) });
  });
  return items;
}
