import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { z } from 'zod';
import { urlFiltersOf } from '../url-filters';
import { useUrlFilters, type UseUrlFiltersOptions } from '../use-url-filters';

/** A list query as the contract writes them: coerced numbers with defaults, optional filters, a rule between fields. */
const withdrawalListQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    status: z.enum(['pending', 'paid', 'rejected']).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'from is after to',
  });

const withdrawalsInUrl = urlFiltersOf(withdrawalListQuery, {
  pageSizeKey: 'per_page',
  pageSizes: [25, 50],
  // A new start after the end drops the end.
  adjust: (next) => (next.from && next.to && next.from > next.to ? { ...next, to: undefined } : next),
  toQuery: ({ page, per_page, status }) => ({ page, per_page, ...(status ? { status } : {}) }),
});

function renderFilters(path: string, options?: UseUrlFiltersOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return {
        view: useUrlFilters(withdrawalsInUrl, options),
        url: `${location.pathname}${location.search}`,
        how: useNavigationType(),
        navigate: useNavigate(),
      };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads the filters, page and page size from the URL, the defaults filling in the rest', () => {
    const { result } = renderFilters('/withdrawals?status=paid&page=3&per_page=50');
    expect(result.current.view.values).toEqual({ page: 3, per_page: 50, status: 'paid' });
    expect(result.current.view.isDefault).toBe(false);
    expect(renderFilters('/withdrawals').result.current.view).toMatchObject({
      values: { page: 1, per_page: 25 },
      isDefault: true,
    });
  });

  it('falls back to the default of each invalid value in a link, keeping the valid ones', () => {
    const { result } = renderFilters(
      '/withdrawals?status=lost&page=-4&per_page=30&from=2026-13-45&to=2026-02-01',
    );
    expect(result.current.view.values).toEqual({ page: 1, per_page: 25, to: '2026-02-01' });
    // Two valid ends in the wrong order break the schema's rule: the end it names is dropped.
    expect(renderFilters('/withdrawals?from=2026-03-01&to=2026-02-01').result.current.view.values).toEqual({
      page: 1,
      per_page: 25,
      to: '2026-02-01',
    });
  });

  it('writes a filter change to the URL, back on page 1, with the defaults left out', () => {
    const { result } = renderFilters('/withdrawals?page=4&per_page=50');
    act(() => result.current.view.change({ status: 'rejected' }));
    expect(result.current.url).toBe('/withdrawals?per_page=50&status=rejected');
    expect(result.current.view.values).toEqual({ page: 1, per_page: 50, status: 'rejected' });
  });

  it('keeps the filters when only the page changes, and a new page size goes back to page 1', () => {
    const { result } = renderFilters('/withdrawals?status=paid');
    act(() => result.current.view.setPage(3));
    expect(result.current.url).toBe('/withdrawals?page=3&status=paid');
    act(() => result.current.view.setPageSize(50));
    expect(result.current.url).toBe('/withdrawals?per_page=50&status=paid');
  });

  it("applies the screen's rules between fields before writing", () => {
    const { result } = renderFilters('/withdrawals?from=2026-01-01&to=2026-01-31');
    act(() => result.current.view.change({ from: '2026-02-10' }));
    expect(result.current.url).toBe('/withdrawals?from=2026-02-10');
  });

  it('resets to the bare path', () => {
    const { result } = renderFilters('/withdrawals?status=paid&page=2');
    act(() => result.current.view.reset());
    expect(result.current.url).toBe('/withdrawals');
    expect(result.current.view.isDefault).toBe(true);
  });

  it('gives the links of the pages, the first page of the default view being the bare path', () => {
    const { result } = renderFilters('/withdrawals?page=2');
    expect(result.current.view.hrefFor(1)).toBe('/withdrawals');
    expect(result.current.view.hrefFor(3)).toBe('?page=3');
    expect(renderFilters('/withdrawals?status=paid').result.current.view.hrefFor(2)).toBe(
      '?page=2&status=paid',
    );
  });

  it("gives the list call's query, the same object while the URL's query stays the same", () => {
    const { result } = renderFilters('/withdrawals?status=paid&from=2026-01-01');
    const first = result.current.view.query;
    expect(first).toEqual({ page: 1, per_page: 25, status: 'paid' });
    act(() => result.current.navigate('/withdrawals?status=paid&from=2026-01-01'));
    expect(result.current.view.query).toBe(first);
    act(() => result.current.view.setPage(2));
    expect(result.current.view.query).toEqual({ page: 2, per_page: 25, status: 'paid' });
  });

  it('pushes each change onto the history by default, so Back returns to the previous view', () => {
    const { result } = renderFilters('/withdrawals?status=paid');
    act(() => result.current.view.setPage(2));
    expect(result.current.how).toBe('PUSH');
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/withdrawals?status=paid');
  });

  it("replaces the history's entry when asked to", () => {
    const { result } = renderFilters('/withdrawals?status=paid', { history: 'replace' });
    act(() => result.current.view.change({ status: 'pending' }));
    expect(result.current.how).toBe('REPLACE');
    expect(result.current.url).toBe('/withdrawals?status=pending');
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/start');
  });
});
