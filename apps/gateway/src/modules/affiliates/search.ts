import type { AffiliateSearchQuery, AffiliateSummary } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import {
  searchAffiliateRows,
  type AffiliateSearchFilter,
  type AffiliateSummaryRow,
  type SearchPageStart,
} from './search-repository.ts';

const MAX_ID = 2_147_483_647;

export function toSummary(row: AffiliateSummaryRow): AffiliateSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    country: row.country,
    currency: row.currency,
    status: row.enabled ? 'active' : 'suspended',
    referral_code: row.referral_code,
    created_at: row.created_at.toISOString(),
    last_login_at: row.last_login_at?.toISOString() ?? null,
  };
}

function filterOf(query: AffiliateSearchQuery): AffiliateSearchFilter {
  const id =
    query.q !== undefined && /^\d{1,10}$/.test(query.q) && Number(query.q) <= MAX_ID
      ? Number(query.q)
      : undefined;
  return {
    ...(query.q !== undefined && { text: query.q }),
    ...(id !== undefined && { id }),
    ...(query.status !== undefined && { enabled: query.status === 'active' }),
  };
}

/**
 * A page of the search, keyset on the username (unique in any case): one row more than asked is read to
 * know whether a page lies beyond. Going forward, a previous page exists when the page started from a
 * cursor; going back, a next one always does.
 */
export async function searchAffiliates(ctx: AppContext, query: AffiliateSearchQuery) {
  const size = query.per_page;
  const start: SearchPageStart = query.before
    ? { direction: 'before', username: query.before }
    : { direction: 'after', username: query.after ?? null };
  const rows = await searchAffiliateRows(ctx.db, filterOf(query), start, size + 1);
  const more = rows.length > size;
  const page =
    start.direction === 'after' ? rows.slice(0, size) : rows.slice(rows.length - Math.min(rows.length, size));
  const first = page[0];
  const last = page.at(-1);
  const hasNext = start.direction === 'after' ? more : true;
  const hasPrevious = start.direction === 'after' ? start.username !== null : more;
  return {
    data: page.map(toSummary),
    meta: {
      per_page: size,
      next: hasNext && last ? last.username : null,
      previous: hasPrevious && first ? first.username : null,
    },
  };
}
