import {
  canonicalLandingPrefix,
  errorCodes,
  LANDING_PAGE_ALREADY_ALLOWED,
  LANDING_PAGE_NOT_FOUND,
  type AddLandingPageRequest,
  type AllowedLandingPage,
  type LandingPage,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { actorName } from '../../http/access.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { allowedTarget } from './landing-target.ts';
import * as repo from './repository.ts';

/** Who added a page, in the console's words; the demo data's pages were added by no one. */
function toLandingPage(row: repo.LandingPageRow): LandingPage {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    added_by: row.added_by ? actorName(row.added_by) : 'demo data',
    added_at: row.added_at.toISOString(),
  };
}

/**
 * Where a deep link's `to` may send the visitor: the target as the parser spells it when it lies under an
 * allowed landing page, else null. The prefixes come from the process's short-lived copy (every deep-link
 * click reads them).
 */
export async function landingTargetOf(ctx: AppContext, to: string): Promise<string | null> {
  const prefixes = await ctx.landingPrefixes.get(ctx.config.now().getTime(), () => repo.listPrefixes(ctx.db));
  return allowedTarget(prefixes, to);
}

/** `landingTargetOf` on the list as it is now, for the link builder: a page allowed a moment ago on another replica is there. */
export async function currentLandingTargetOf(ctx: AppContext, to: string): Promise<string | null> {
  return allowedTarget(await repo.listPrefixes(ctx.db), to);
}

export async function listLandingPages(ctx: AppContext): Promise<LandingPage[]> {
  return (await repo.listLandingPages(ctx.db)).map(toLandingPage);
}

/** What the link builder offers the affiliate: each page's label and address. */
export async function listAllowedLandingPages(ctx: AppContext): Promise<AllowedLandingPage[]> {
  return (await repo.listLandingPages(ctx.db)).map((row) => ({ label: row.label, prefix: row.prefix }));
}

/** Allows a page (the contract has checked its shape); 422 on `prefix` when it is already allowed, in any spelling. */
export async function addLandingPage(
  ctx: AppContext,
  request: AddLandingPageRequest,
  actor: string,
): Promise<LandingPage> {
  const row = await repo.insertLandingPage(ctx.db, {
    label: request.label,
    prefix: canonicalLandingPrefix(request.prefix),
    addedBy: actor,
    at: ctx.config.now(),
  });
  if (!row) throw fieldError('prefix', LANDING_PAGE_ALREADY_ALLOWED);
  ctx.landingPrefixes.forget();
  return toLandingPage(row);
}

/** Removes a page: links to it land on the default landing page from now on (another replica within the cache's TTL). */
export async function removeLandingPage(ctx: AppContext, id: number): Promise<LandingPage> {
  const row = await repo.deleteLandingPage(ctx.db, id);
  if (!row) throw new ApiError(404, LANDING_PAGE_NOT_FOUND, errorCodes.notFound);
  ctx.landingPrefixes.forget();
  return toLandingPage(row);
}
