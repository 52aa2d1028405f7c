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
