import { z } from 'zod';
import { auditQuery } from '@affiliate/contract/endpoints/operator-audit';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';
import type { AuditPageQuery } from '../api/audit';

/**
 * The Audit screen's filters (operator, action, affiliate, from/to), its page cursor and page size, kept
 * in the URL under the gateway's own query names, read with the contract's `auditQuery` so its defaults
 * and rules are the gateway's. `page` is the screen's own: the page's number, shown beside the cursor
 * that really says where the page starts.
 */
const auditScreenQuery = auditQuery.safeExtend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditFilters = z.output<typeof auditScreenQuery>;

export const AUDIT_PER_PAGE_OPTIONS = [25, 50, 100] as const;

/**
 * Rules between fields: a change of any filter starts again from the newest rows (a cursor belongs to
 * the filter it was read under), and a range whose ends cross keeps the end just chosen.
 */
function adjustAuditFilters(next: AuditFilters, change: Partial<AuditFilters>): AuditFilters {
  const paging = 'before' in change || 'after' in change;
  const adjusted = paging ? next : { ...next, before: undefined, after: undefined };
  if (!adjusted.from || !adjusted.to || adjusted.from <= adjusted.to) return adjusted;
  return 'from' in change ? { ...adjusted, to: undefined } : { ...adjusted, from: undefined };
}

function toAuditQuery(filters: AuditFilters): AuditPageQuery {
  const { page: _page, ...query } = filters;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AuditPageQuery;
}

export const auditFiltersInUrl: UrlFilters<AuditFilters, AuditPageQuery> = urlFiltersOf(auditScreenQuery, {
  pageSizeKey: 'per_page',
  pageSizes: AUDIT_PER_PAGE_OPTIONS,
  adjust: adjustAuditFilters,
  toQuery: toAuditQuery,
});

/** Whether a filter (not the paging) narrows the rows: the empty state then suggests Reset. */
export function isFiltered(filters: AuditFilters): boolean {
  return [filters.operator, filters.action, filters.affiliate, filters.from, filters.to].some(
    (value) => value !== undefined,
  );
}

/** The page's number as shown: a page without a cursor is the first, whatever a link says. */
export function shownPage(filters: AuditFilters): number {
  return filters.before || filters.after ? filters.page : 1;
}
