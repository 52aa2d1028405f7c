import {
  errorCodes,
  TERMS_EFFECTIVE_BEFORE_LATEST,
  TERMS_EFFECTIVE_IN_PAST,
  TERMS_NONE_PUBLISHED,
  TERMS_NOT_IN_FORCE,
  TERMS_VERSION_NOT_FOUND,
  type MyTerms,
  type OperatorTermsVersion,
  type PublishTermsRequest,
  type TermsVersion,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { isCalendarDate, toIsoDate } from '../../calendar/utc-dates.ts';
import { actorName } from '../../http/access.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { notifyAffiliatesEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { termsPublishedNotice } from './notices.ts';
import { renderTerms } from './render.ts';
import * as repo from './repository.ts';

/** Today in UTC, the day a version's date is compared with. */
const todayOf = (ctx: AppContext) => toIsoDate(ctx.config.now());

function toVersion(row: repo.TermsRow): TermsVersion {
  return {
    version: row.version,
    body: row.body,
    body_html: row.body_html,
    effective_from: row.effective_from,
    published_at: row.published_at.toISOString(),
  };
}

const notFound = () => new ApiError(404, TERMS_VERSION_NOT_FOUND, errorCodes.notFound);

/** The version in force and the one published to take effect later (each null when there is none). */
export async function currentTerms(ctx: AppContext) {
  const today = todayOf(ctx);
  const [current, upcoming] = await Promise.all([
    repo.findInForce(ctx.db, today),
    repo.findUpcoming(ctx.db, today),
  ]);
  return { current: current && toVersion(current), upcoming: upcoming && toVersion(upcoming) };
}

/** One version, whatever its state; 404 when there is none. */
export async function termsVersion(ctx: AppContext, version: number): Promise<TermsVersion> {
  const row = await repo.findVersion(ctx.db, version);
  if (!row) throw notFound();
  return toVersion(row);
}

/** Where the affiliate stands: the terms in force and later, whether they must accept, their acceptances. */
export async function myTerms(ctx: AppContext, memberId: number): Promise<MyTerms> {
  const [{ current, upcoming }, acceptances] = await Promise.all([
    currentTerms(ctx),
    repo.acceptancesOf(ctx.db, memberId),
  ]);
  return {
    current,
    upcoming,
    must_accept: current !== null && !acceptances.some((a) => a.version === current.version),
    acceptances: acceptances.map((a) => ({
      version: a.version,
      accepted_at: a.accepted_at.toISOString(),
      ip: a.ip,
    })),
  };
}

/**
 * Records the affiliate's acceptance of the version in force, from `ip`. Only that version may be accepted
 * (409 otherwise: the portal showed an older or a later one); accepting it again changes nothing.
 */
export async function acceptTerms(
  ctx: AppContext,
  memberId: number,
  version: number,
  ip: string,
): Promise<MyTerms> {
  const current = await repo.findInForce(ctx.db, todayOf(ctx));
  if (!current) throw new ApiError(409, TERMS_NONE_PUBLISHED, errorCodes.conflict);
  if (current.version !== version) throw new ApiError(409, TERMS_NOT_IN_FORCE, errorCodes.conflict);
  await repo.insertAcceptance(ctx.db, { memberId, version, at: ctx.config.now(), ip });
  return myTerms(ctx, memberId);
}

function stateOf(row: repo.TermsRow, inForce: number | null, today: string): OperatorTermsVersion['state'] {
  if (row.version === inForce) return 'in_force';
  return row.effective_from > today ? 'upcoming' : 'past';
}

/** Every version, the latest first, with its state and how many affiliates accepted it. */
export async function listVersions(ctx: AppContext): Promise<OperatorTermsVersion[]> {
  const today = todayOf(ctx);
  const [rows, inForce] = await Promise.all([repo.listVersions(ctx.db), repo.findInForce(ctx.db, today)]);
  return rows.map((row) => ({
    ...toVersion(row),
    published_by: actorName(row.published_by),
    state: stateOf(row, inForce?.version ?? null, today),
    accepted_count: row.accepted_count,
  }));
}

/**
 * Publishes the next version, in force from `effective_from` (today when omitted): never a past day, never
 * before the latest version's date (the versions' order is the order they take effect in). The number is
 * taken under a lock in the same transaction, so two publishes at once get 1 and 2, never the same.
 */
export async function publishTerms(
  ctx: AppContext,
  request: PublishTermsRequest,
  actor: string,
): Promise<OperatorTermsVersion> {
  const today = todayOf(ctx);
  const effectiveFrom = request.effective_from ?? today;
  // The contract checks the shape (YYYY-MM-DD); a day like 2026-02-30 is refused here, before the database.
  if (!isCalendarDate(effectiveFrom)) throw fieldError('effective_from', 'Date is not a calendar date.');
  if (effectiveFrom < today) throw fieldError('effective_from', TERMS_EFFECTIVE_IN_PAST);
  const body = request.body.trim();
  const bodyHtml = renderTerms(body);
  const brand = await brandName(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const latest = await repo.lockLatest(tx);
    if (latest && effectiveFrom < latest.effective_from)
      throw fieldError('effective_from', TERMS_EFFECTIVE_BEFORE_LATEST);
    const published = await repo.insertVersion(tx, {
      version: (latest?.version ?? 0) + 1,
      body,
      body_html: bodyHtml,
      effective_from: effectiveFrom,
      published_at: ctx.config.now(),
      published_by: actor,
    });
    // Every affiliate who can sign in is told, with the publishing: nobody meets new terms unannounced.
    const terms = { version: published.version, effectiveFrom, upcoming: effectiveFrom > today };
    const affiliates = await repo.enabledAffiliateIds(tx);
    await notifyAffiliatesEvent(
      ctx,
      tx,
      'commission',
      affiliates.map((id) => termsPublishedNotice(id, terms)),
      brand,
    );
    return published;
  });
  return {
    ...toVersion(row),
    published_by: actorName(row.published_by),
    state: effectiveFrom > today ? 'upcoming' : 'in_force',
    accepted_count: 0,
  };
}

/** A page of who accepted a version, the latest first; 404 for no such version. */
export async function versionAcceptances(
  ctx: AppContext,
  version: number,
  query: { page: number; per_page: number },
  url: string,
) {
  if (!(await repo.findVersion(ctx.db, version))) throw notFound();
  const { rows, total } = await repo.acceptancesOfVersion(ctx.db, version, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((row) => ({
      member_id: row.member_id,
      username: row.username,
      version: row.version,
      accepted_at: row.accepted_at.toISOString(),
      ip: row.ip,
    })),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}
