import { describe, expect, it } from 'vitest';
import { pageListItems, pageWindow, type PageListItem } from '../page-window';

describe('page numbers offered', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('page numbers offered on a phone', () => {
  /** The list as a phone reads it: the pages it keeps and its gaps. */
  const onPhone = (items: PageListItem[]) =>
    items.flatMap((item): Array<number | '…'> =>
      item.kind === 'gap' ? ['…'] : item.onPhone ? [item.page] : [],
    );
  /** The list as a wider screen reads it. */
  const wide = (items: PageListItem[]) =>
    items.flatMap((item): Array<number | '…'> =>
      item.kind === 'gap' ? (item.phoneOnly ? [] : ['…']) : [item.page],
    );

  it('marks a page a phone leaves out with a gap, where none is beside it', () => {
    expect(onPhone(pageListItems(1, 3))).toEqual([1, '…', 3]);
    expect(onPhone(pageListItems(4, 20))).toEqual([1, '…', 4, '…', 20]);
    expect(onPhone(pageListItems(2, 3))).toEqual([1, 2, 3]);
  });

  it('adds no second gap beside one already there', () => {
    expect(onPhone(pageListItems(1, 96))).toEqual([1, '…', 96]);
    expect(onPhone(pageListItems(6, 20))).toEqual([1, '…', 6, '…', 20]);
  });

  it('leaves the wider list as pageWindow offers it', () => {
    expect(wide(pageListItems(1, 3))).toEqual([1, 2, 3]);
    expect(wide(pageListItems(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });
});
