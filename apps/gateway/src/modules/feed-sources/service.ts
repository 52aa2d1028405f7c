import {
  FEED_SOURCE_BRAND_NOT_FOUND,
  FEED_SOURCE_BUSY,
  FEED_SOURCE_NOT_FOUND,
  feedSourceProblems,
  errorCodes,
  type CreateFeedSourceRequest,
  type FeedFileReport,
  type FeedFileSummary,
  type FeedSource,
  type UpdateFeedSourceRequest,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { findUpload } from '../feed-files/upload-log.ts';
import type { FeedFileLoader } from './file-loader.ts';
import { PULL_LEASE_MS, pullSource } from './pull.ts';
import {
  claimSource,
  deleteSource,
  findSource,
  insertSource,
  lastPullIds,
  listSources,
  pullIds,
  setExpectedEvery,
  shortestInterval,
  storeSealedSecret,
  updateSource,
  type SourceRow,
} from './repository.ts';
import { firstPull } from './schedule.ts';
import { sealSourceSecret } from './secrets.ts';

const notFound = () => new ApiError(404, FEED_SOURCE_NOT_FOUND, errorCodes.notFound);

/** Upload-log summaries of these uploads, in the order given. */
async function summaries(db: Queryable, uploadIds: readonly number[]): Promise<FeedFileSummary[]> {
  const reports = await Promise.all(uploadIds.map((id) => findUpload(db, id)));
  return reports.flatMap((report) => {
    if (!report) return [];
    const { errors: _errors, ...summary } = report;
    return [summary];
  });
}

/** A source as answered: never its secret, only whether one is stored. */
function sourceView(row: SourceRow, lastPull: FeedFileSummary | undefined): FeedSource {
  return {
    id: row.id,
    brand: row.brand,
    feed: row.feed,
    kind: row.kind,
    address: row.address,
    auth: row.auth,
    username: row.username,
    sftp_host_key: row.sftp_host_key,
    has_secret: row.secret_sealed !== null,
    every_minutes: row.every_minutes,
    daily_at: row.daily_at,
    window_days: row.window_days,
    notify_after: row.notify_after,
    enabled: row.enabled,
    next_pull_at: row.next_pull_at?.toISOString() ?? null,
    pulling_since: row.pulling_since?.toISOString() ?? null,
    failures_in_row: row.failures_in_row,
    failing: row.failures_in_row >= row.notify_after,
    last_error: row.last_error,
    last_pulled_at: row.last_pulled_at?.toISOString() ?? null,
    last_pull: lastPull ?? null,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function viewOf(db: Queryable, row: SourceRow): Promise<FeedSource> {
  const id = (await lastPullIds(db, [row.id])).get(row.id);
  return sourceView(row, id === undefined ? undefined : (await summaries(db, [id]))[0]);
}

export async function readSources(ctx: AppContext): Promise<FeedSource[]> {
  const rows = await listSources(ctx.db);
  const ids = await lastPullIds(
    ctx.db,
    rows.map((row) => row.id),
  );
  const pulls = new Map((await summaries(ctx.db, [...ids.values()])).map((pull) => [pull.upload_id, pull]));
  return rows.map((row) => {
    const id = ids.get(row.id);
    return sourceView(row, id === undefined ? undefined : pulls.get(id));
  });
}

export async function readPulls(
  ctx: AppContext,
  sourceId: number,
  page: { before?: number | undefined; limit: number },
): Promise<FeedFileSummary[]> {
  if (!(await findSource(ctx.db, sourceId))) throw notFound();
  return summaries(ctx.db, await pullIds(ctx.db, sourceId, page));
}

/** The freshness a brand's feed is expected to have: its enabled sources' shortest interval. */
async function refreshExpectedEvery(db: Queryable, brand: string, feed: string): Promise<void> {
  await setExpectedEvery(db, brand, feed, await shortestInterval(db, brand, feed));
}

function refuse(problems: Array<{ field: string; message: string }>): never {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[problem.field] ??= []).push(problem.message);
  throw new ApiError(422, problems[0]!.message, errorCodes.validationFailed, errors);
}

export async function createSource(
  ctx: AppContext,
  body: CreateFeedSourceRequest & { window_days: number; notify_after: number; enabled: boolean },
  createdBy: string,
): Promise<FeedSource> {
  const now = ctx.config.now();
  const schedule = { every_minutes: body.every_minutes ?? null, daily_at: body.daily_at ?? null };
  return ctx.db.transaction(async (tx) => {
    const brand = await tx.maybeOne('SELECT code FROM brands WHERE code = $1', [body.brand]);
    if (!brand) throw fieldError('brand', FEED_SOURCE_BRAND_NOT_FOUND);
    const row = await insertSource(tx, {
      brand: body.brand,
      feed: body.feed,
      kind: body.kind,
      address: body.address,
      auth: body.auth,
      username: body.auth === 'basic' ? (body.username ?? null) : null,
      sftp_host_key: body.kind === 'sftp' ? (body.sftp_host_key ?? null) : null,
      ...schedule,
      window_days: body.window_days,
      notify_after: body.notify_after,
      enabled: body.enabled,
      next_pull_at: body.enabled ? firstPull(schedule, now) : null,
      createdBy,
      at: now,
    });
    const stored =
      body.auth !== 'none' && body.secret
        ? await storeSealedSecret(tx, row.id, sealSourceSecret(ctx, row.id, body.secret))
        : row;
    await refreshExpectedEvery(tx, stored.brand, stored.feed);
    return sourceView(stored, undefined);
  });
}

export async function changeSource(
  ctx: AppContext,
  sourceId: number,
  body: UpdateFeedSourceRequest,
): Promise<FeedSource> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findSource(tx, sourceId, true);
    if (!row) throw notFound();
    // A schedule given replaces the other kind of schedule.
    const schedule =
      body.every_minutes != null
        ? { every_minutes: body.every_minutes, daily_at: null }
        : body.daily_at != null
          ? { every_minutes: null, daily_at: body.daily_at }
          : {
              every_minutes: body.every_minutes === null ? null : row.every_minutes,
              daily_at: body.daily_at === null ? null : row.daily_at,
            };
    const kind = body.kind ?? row.kind;
    const auth = body.auth ?? row.auth;
    const newSecret = body.secret ? body.secret : null;
    // A secret is for one way of signing in: a change of kind or auth needs a new one (none needs none).
    const keepsSecret = auth !== 'none' && auth === row.auth && kind === row.kind;
    const merged = {
      kind,
      address: body.address ?? row.address,
      auth,
      username: auth === 'basic' ? (body.username !== undefined ? body.username : row.username) : null,
      sftp_host_key:
        kind === 'sftp' ? (body.sftp_host_key !== undefined ? body.sftp_host_key : row.sftp_host_key) : null,
      ...schedule,
    };
    const problems = feedSourceProblems({
      ...merged,
      hasSecret: newSecret !== null || (keepsSecret && row.secret_sealed !== null),
      secret: newSecret,
    });
    if (problems.length > 0) refuse(problems);
    const enabled = body.enabled ?? row.enabled;
    const rescheduled =
      schedule.every_minutes !== row.every_minutes ||
      schedule.daily_at !== row.daily_at ||
      (enabled && !row.enabled);
    const settingsChanged =
      merged.kind !== row.kind ||
      merged.address !== row.address ||
      merged.auth !== row.auth ||
      newSecret !== null;
    const updated = await updateSource(tx, sourceId, {
      ...merged,
      window_days: body.window_days ?? row.window_days,
      notify_after: body.notify_after ?? row.notify_after,
      enabled,
      next_pull_at: !enabled
        ? null
        : rescheduled || settingsChanged
          ? firstPull(schedule, now)
          : row.next_pull_at,
      secretSealed:
        auth === 'none'
          ? null
          : newSecret !== null
            ? sealSourceSecret(ctx, sourceId, newSecret)
            : keepsSecret
              ? undefined
              : null,
      // New settings deserve a fresh count: the old failures were the old address's or credentials'.
      resetFailures: settingsChanged,
      at: now,
    });
    await refreshExpectedEvery(tx, updated.brand, updated.feed);
    return viewOf(tx, updated);
  });
}

export async function removeSource(ctx: AppContext, sourceId: number): Promise<FeedSource> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSource(tx, sourceId, true);
    if (!row) throw notFound();
    const view = await viewOf(tx, row);
    await deleteSource(tx, sourceId);
    await refreshExpectedEvery(tx, row.brand, row.feed);
    return view;
  });
}

/** "Pull now": the source claimed as the schedule claims it (409 while a pull holds it), pulled, answered. */
export async function pullNow(
  ctx: AppContext,
  sourceId: number,
  load: FeedFileLoader,
  by: string,
): Promise<{ source: FeedSource; pull: FeedFileReport }> {
  const now = ctx.config.now();
  const claimed = await claimSource(ctx.db, sourceId, now, new Date(now.getTime() + PULL_LEASE_MS));
  if (!claimed) {
    if (!(await findSource(ctx.db, sourceId))) throw notFound();
    throw new ApiError(409, FEED_SOURCE_BUSY, errorCodes.conflict);
  }
  const outcome = await pullSource(ctx, claimed, load, by);
  const [row, pull] = await Promise.all([findSource(ctx.db, sourceId), findUpload(ctx.db, outcome.uploadId)]);
  if (!row || !pull) throw notFound();
  const { errors: _errors, ...summary } = pull;
  return { source: sourceView(row, summary), pull };
}
