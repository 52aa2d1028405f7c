import { createHash, randomBytes } from 'node:crypto';
import {
  errorCodes,
  type Application,
  type ApplicationStatus,
  type Language,
  type TrafficSource,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { actorName } from '../../http/access.ts';
import { ApiError } from '../../http/api-error.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { languageOrEnglish } from '../../i18n/translate.ts';
import { insertAffiliate } from '../affiliates/new-affiliate.ts';
import { assignDealIn } from '../deals/service.ts';
import { brandName } from '../settings/service.ts';
import { insertAcceptance } from '../terms/repository.ts';
import { mailApproved, mailQuestion, mailRejected } from './decision-mails.ts';
import { duplicatesOf } from './duplicates.ts';
import * as repo from './review-repository.ts';

/**
 * The console's side of joining the program (issue 38, "Approve"): the queue of applications with the
 * duplicates found, and a manager's decision — approve with a deal (the affiliate is created with the
 * username and password the applicant chose), reject with a reason, or ask a question answered through a
 * mailed link. The applicant is mailed at each step, in their language, in the decision's transaction.
 * Messages here are the console's, in English.
 */

export const APPLICATION_NOT_FOUND = 'No application has this id.';
export const APPLICATION_NOT_CONFIRMED = 'The applicant has not confirmed their email yet.';
export const APPLICATION_DECIDED = 'This application was decided already.';
export const USERNAME_TAKEN = 'The username has already been taken.';
export const EMAIL_TAKEN = 'The email has already been taken.';

/** What the queue shows when no status is asked for: the applications waiting for a decision. */
export const WAITING: readonly ApplicationStatus[] = ['unconfirmed', 'pending', 'awaiting_answer'];

const notFound = () => new ApiError(404, APPLICATION_NOT_FOUND, errorCodes.notFound);
const conflict = (message: string) => new ApiError(409, message, errorCodes.conflict);

/** The rows as the console reads them, each with its duplicates and questions (two statements for all of them). */
async function present(db: Queryable, rows: readonly repo.ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const [duplicates, questions] = await Promise.all([duplicatesOf(db, rows), repo.questionsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    kind: row.kind,
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_confirmed_at: row.email_confirmed_at?.toISOString() ?? null,
    username: row.username,
    country: row.country,
    currency: row.currency,
    language: languageOrEnglish(row.language),
    websites: row.websites,
    traffic_sources: row.traffic_sources as TrafficSource[],
    traffic_description: row.traffic_description,
    messenger: row.messenger as Application['messenger'],
    heard_from: row.heard_from,
    terms_version: row.terms_version,
    ip: row.ip,
    applied_at: row.applied_at.toISOString(),
    referred_by:
      row.referred_by !== null && row.referred_by_username !== null
        ? { member_id: row.referred_by, username: row.referred_by_username }
        : null,
    duplicates: duplicates.get(row.id) ?? [],
    messages: questions
      .filter((question) => question.application_id === row.id)
      .map((question) => ({
        question: question.question,
        asked_by: actorName(question.asked_by),
        asked_at: question.asked_at.toISOString(),
        answer: question.answer,
        answered_at: question.answered_at?.toISOString() ?? null,
      })),
    decided_at: row.decided_at?.toISOString() ?? null,
    decided_by: row.decided_by === null ? null : actorName(row.decided_by),
    reject_reason: row.reject_reason,
    member_id: row.member_id,
    deal: row.deal,
  }));
}

/** A page of the applications in one status (those waiting for a decision by default), the oldest first. */
export async function listApplications(
  ctx: AppContext,
  query: { page: number; per_page: number; status?: ApplicationStatus | undefined },
  url: string,
) {
  const { rows, total } = await repo.listApplications(ctx.db, query.status ? [query.status] : WAITING, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: await present(ctx.db, rows),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}

/** One application with its duplicates and questions; 404 when there is none. */
export async function applicationDetail(ctx: AppContext, id: number): Promise<Application> {
  const row = await repo.findApplication(ctx.db, id);
  if (!row) throw notFound();
  const [application] = await present(ctx.db, [row]);
  return application!;
}

/** The application locked for a decision, refused unless its status is one of `from`. */
async function lockFor(
  tx: Queryable,
  id: number,
  from: readonly ApplicationStatus[],
): Promise<repo.LockedApplicationRow> {
  const row = await repo.lockApplication(tx, id);
  if (!row) throw notFound();
  if (from.includes(row.status)) return row;
  if (row.status === 'unconfirmed') throw conflict(APPLICATION_NOT_CONFIRMED);
  throw conflict(APPLICATION_DECIDED);
}

/** PostgreSQL's unique violation on the members' username or email, as the console's 409 naming the field. */
function takenField(error: unknown): ApiError | null {
  const failure = error as { code?: string; constraint?: string; message?: string };
  if (failure.code !== '23505') return null;
  const constraint = String(failure.constraint ?? failure.message);
  if (constraint.includes('username'))
    return new ApiError(409, USERNAME_TAKEN, errorCodes.conflict, { username: [USERNAME_TAKEN] });
  if (constraint.includes('email'))
    return new ApiError(409, EMAIL_TAKEN, errorCodes.conflict, { email: [EMAIL_TAKEN] });
  return null;
}

/**
 * Approves a confirmed application with one of the deals finance wrote, in one transaction with the row
 * locked (two managers approving at once create one affiliate; the second gets a 409): the affiliate is
 * created from the application — the password hash the applicant chose as it is, their language as the
 * portal's — put on the deal from the running month (422 on `deal` for an unknown one or one in another
 * currency, and nothing is created), their acceptance of the terms they applied under recorded as of
 * their application, and mailed. A username or email taken since they applied is a 409 naming it.
 */
export async function approveApplication(
  ctx: AppContext,
  id: number,
  deal: string,
  by: string,
): Promise<Application> {
  const brand = await brandName(ctx);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockFor(tx, id, ['pending', 'awaiting_answer']);
      const affiliate = await insertAffiliate(tx, {
        username: row.username,
        email: row.email,
        passwordHash: row.password_hash,
        firstName: row.first_name,
        lastName: row.last_name,
        country: row.country,
        currency: row.currency,
        preferences: { language: languageOrEnglish(row.language) satisfies Language },
      });
      const now = ctx.config.now();
      const assigned = await assignDealIn(tx, now, affiliate.id, { deal }, by);
      if (row.terms_version !== null)
        await insertAcceptance(tx, {
          memberId: affiliate.id,
          version: row.terms_version,
          at: row.applied_at,
          ip: row.ip,
        });
      await repo.markApproved(tx, id, { memberId: affiliate.id, deal: assigned.deal ?? deal, at: now, by });
      await mailApproved(ctx, tx, { ...row, username: affiliate.username }, brand);
    });
  } catch (error) {
    throw takenField(error) ?? error;
  }
  return applicationDetail(ctx, id);
}

/** Rejects an application not yet decided (confirmed or not), the reason kept and mailed as the manager wrote it. */
export async function rejectApplication(
  ctx: AppContext,
  id: number,
  reason: string,
  by: string,
): Promise<Application> {
  const brand = await brandName(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, WAITING);
    await repo.markRejected(tx, id, { reason, at: ctx.config.now(), by });
    await mailRejected(ctx, tx, row, reason, brand);
  });
  return applicationDetail(ctx, id);
}

/** The link's secret as stored: its SHA-256, so the table never holds a working link. */
export const answerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Asks the applicant of a confirmed application a question: the question is kept with a random token's
 * hash, the application waits for the answer, and the applicant is mailed the question and the link that
 * answers it. A question asked while another waits leaves that one's link working (each link answers its
 * own question) until the application is decided.
 */
export async function askApplicant(
  ctx: AppContext,
  id: number,
  question: string,
  by: string,
): Promise<Application> {
  const brand = await brandName(ctx);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    const row = await lockFor(tx, id, ['pending', 'awaiting_answer']);
    await repo.insertQuestion(tx, {
      applicationId: id,
      question,
      by,
      at: ctx.config.now(),
      tokenHash: answerTokenHash(token),
    });
    await mailQuestion(ctx, tx, row, question, token, brand);
  });
  return applicationDetail(ctx, id);
}
