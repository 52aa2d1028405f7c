import type { PlayerChange, PlayerChangesQuery } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { affiliateChangesPage } from './repository.ts';
import { affiliateView } from './views.ts';

/** The affiliate's change log, newest first, in its language (a deal's terms in words). */
export async function affiliateChanges(
  ctx: AppContext,
  affiliateId: number,
  query: PlayerChangesQuery,
  url: string,
): Promise<{ data: PlayerChange[]; meta: ReturnType<typeof paginationMeta> }> {
  const language = await affiliateLanguage(ctx.db, affiliateId);
  const { rows, total } = await affiliateChangesPage(
    ctx.db,
    affiliateId,
    { kind: query.kind, customerId: query.customer_id },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    data: rows.map((row) => affiliateView(row, language)),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}
