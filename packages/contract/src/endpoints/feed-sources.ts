import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { parseUrl } from '../common/parsed-url.ts';
import { isoDateTime } from '../common/primitives.ts';
import { brandCode } from './brands.ts';
import { feedFileReport, feedFileSummary } from './feed-files.ts';

/**
 * Scheduled pulls (issue 39): where a brand's player or activity feed is fetched from on a schedule, an
 * HTTPS address (no auth, a bearer token or basic auth) or an SFTP file (a private key or a password).
 * Each pull is logged in the upload log like a file sent from the console (`via: pull`); a pull that fails
 * is tried again after 1, 2, 4… minutes (never longer apart than the schedule), and after `notify_after`
 * failures in a row the admins are mailed and the console's overview lists the source.
 *
 * The window: every pull asks for `[from, to)`, half-open, UTC, filled into the address:
 * - `{from}` and `{to}`: timestamps, `to` the pull's start to the minute (`2026-12-05T03:00:00Z`), `from`
 *   `window_days` × 24 hours before it;
 * - `{from_date}` and `{to_date}`: the same window in whole UTC days (`2026-12-04`), `to_date` the first
 *   day not asked for (the day after `to`'s, unless `to` is midnight).
 * In an HTTPS address the values are URL-encoded; in an SFTP path they are written as they are.
 *
 * The secret (token, password or private key) is write-only: sealed at rest, bound to its source, and
 * never answered (`has_secret` says whether there is one). Admins alone create, change, delete (a source
 * holds credentials); finance and admins pull now; finance and support read the sources and their pulls.
 */

export const FEED_SOURCE_FEEDS = ['players', 'activity'] as const;
export const FEED_SOURCE_KINDS = ['https', 'sftp'] as const;
export const FEED_SOURCE_AUTHS = ['none', 'bearer', 'basic', 'key', 'password'] as const;
/** Which ways of signing in each kind of source takes. */
export const FEED_SOURCE_AUTHS_BY_KIND = {
  https: ['none', 'bearer', 'basic'],
  sftp: ['key', 'password'],
} as const satisfies Record<(typeof FEED_SOURCE_KINDS)[number], readonly string[]>;
export const FEED_SOURCE_PLACEHOLDERS = ['{from}', '{to}', '{from_date}', '{to_date}'] as const;

export const FEED_SOURCE_ADDRESS_MAX_LENGTH = 2_000;
export const FEED_SOURCE_SECRET_MAX_LENGTH = 16_384;
export const FEED_SOURCE_EVERY_MINUTES_MIN = 5;
export const FEED_SOURCE_EVERY_MINUTES_MAX = 10_080;

export const FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID =
  'Enter a full address starting with https://, without a user name or password in it.';
export const FEED_SOURCE_SFTP_ADDRESS_NOT_VALID =
  'Enter the file as sftp://user@host:port/path (the port may be left out for 22).';
export const FEED_SOURCE_AUTH_NOT_FOR_KIND =
  'An HTTPS source signs in with nothing, a bearer token or basic auth; an SFTP source with a key or a password.';
export const FEED_SOURCE_USERNAME_REQUIRED = 'Basic auth needs a user name.';
export const FEED_SOURCE_SECRET_REQUIRED = 'Give the token, password or private key to sign in with.';
export const FEED_SOURCE_KEY_NOT_VALID =
  'Paste the whole private key, from its "-----BEGIN" line to its "-----END" line.';
export const FEED_SOURCE_SCHEDULE_REQUIRED =
  'Choose a schedule: every so many minutes, or daily at a time (UTC).';
export const FEED_SOURCE_EVERY_NOT_VALID = `Every ${FEED_SOURCE_EVERY_MINUTES_MIN} to ${FEED_SOURCE_EVERY_MINUTES_MAX} minutes.`;
export const FEED_SOURCE_DAILY_AT_NOT_VALID = 'A time of day as HH:MM, UTC (e.g. 02:30).';
export const FEED_SOURCE_NOT_FOUND = 'There is no feed source with this id.';
export const FEED_SOURCE_BRAND_NOT_FOUND = 'There is no brand with this code.';
export const FEED_SOURCE_BUSY = 'This source is being pulled right now; try again when that pull has ended.';
export const FEED_SOURCE_NOTHING_TO_CHANGE = 'Give at least one field to change.';
export const FEED_SOURCE_HOST_KEY_NOT_VALID =
  'The host key’s fingerprint as ssh-keygen -l prints it: SHA256: and 43 characters.';
export const FEED_SOURCE_HOST_KEY_NOT_FOR_HTTPS = 'Only an SFTP source has a host key.';

export const feedSourceId = z.coerce.number().int().positive().max(2_147_483_647);
export const feedSourceParams = z.object({ sourceId: feedSourceId });

const feedName = z.enum(FEED_SOURCE_FEEDS);
const sourceKind = z.enum(FEED_SOURCE_KINDS);
const sourceAuth = z.enum(FEED_SOURCE_AUTHS);
const everyMinutes = z
  .number()
  .int(FEED_SOURCE_EVERY_NOT_VALID)
  .min(FEED_SOURCE_EVERY_MINUTES_MIN, FEED_SOURCE_EVERY_NOT_VALID)
  .max(FEED_SOURCE_EVERY_MINUTES_MAX, FEED_SOURCE_EVERY_NOT_VALID);
const dailyAt = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, FEED_SOURCE_DAILY_AT_NOT_VALID);
const sourceAddress = z
  .string()
  .trim()
  .min(1, FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID)
  .max(FEED_SOURCE_ADDRESS_MAX_LENGTH, `An address is at most ${FEED_SOURCE_ADDRESS_MAX_LENGTH} characters.`);
/** An SFTP server's host key fingerprint, `ssh-keygen -l`'s SHA256 form. */
const sftpHostKey = z
  .string()
  .trim()
  .regex(/^SHA256:[A-Za-z0-9+/]{43}$/, FEED_SOURCE_HOST_KEY_NOT_VALID);
const username = z.string().trim().min(1, FEED_SOURCE_USERNAME_REQUIRED).max(200);
/** Empty means "keep the one stored" on an edit (the form's "leave empty to keep"). */
const secret = z.string().max(FEED_SOURCE_SECRET_MAX_LENGTH, 'A secret is at most 16,384 characters.');
const windowDays = z
  .number()
  .int('A window of 1 to 62 days.')
  .min(1, 'A window of 1 to 62 days.')
  .max(62, 'A window of 1 to 62 days.');
const notifyAfter = z
  .number()
  .int('After 1 to 100 failures in a row.')
  .min(1, 'After 1 to 100 failures in a row.')
  .max(100, 'After 1 to 100 failures in a row.');

/** The address with sample values in its placeholders, parsed; null when it is no URL. */
function parsedWithSamples(address: string) {
  return parseUrl(address.replace(/\{(from|to|from_date|to_date)\}/g, 'x'));
}

/** Whether `address` is a valid address for a source of `kind` (placeholders allowed anywhere after the host). */
export function feedSourceAddressProblem(kind: 'https' | 'sftp', address: string): string | null {
  const url = parsedWithSamples(address);
  if (kind === 'https') {
    const good =
      url !== null &&
      url.protocol === 'https:' &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === '';
    return good ? null : FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID;
  }
  const port = (url as { port?: string } | null)?.port ?? '';
  const good =
    url !== null &&
    url.protocol === 'sftp:' &&
    url.hostname !== '' &&
    url.username !== '' &&
    url.password === '' &&
    (port === '' || (Number(port) >= 1 && Number(port) <= 65_535)) &&
    url.pathname.length > 1;
  return good ? null : FEED_SOURCE_SFTP_ADDRESS_NOT_VALID;
}

/** What a source's settings must hold together, as the create form and an edit's result are checked. */
export interface FeedSourceSettings {
  kind: 'https' | 'sftp';
  address: string;
  auth: (typeof FEED_SOURCE_AUTHS)[number];
  username: string | null;
  /** Whether a secret is given now or already stored. */
  hasSecret: boolean;
  /** The secret given now, if any (a key is checked for its PEM armour). */
  secret: string | null;
  every_minutes: number | null;
  daily_at: string | null;
  sftp_host_key?: string | null;
}

/** Each field's problem with these settings taken together (empty when they hold). */
export function feedSourceProblems(settings: FeedSourceSettings): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const addressProblem = feedSourceAddressProblem(settings.kind, settings.address);
  if (addressProblem) problems.push({ field: 'address', message: addressProblem });
  const auths: readonly string[] = FEED_SOURCE_AUTHS_BY_KIND[settings.kind];
  if (!auths.includes(settings.auth))
    problems.push({ field: 'auth', message: FEED_SOURCE_AUTH_NOT_FOR_KIND });
  if (settings.auth === 'basic' && !settings.username)
    problems.push({ field: 'username', message: FEED_SOURCE_USERNAME_REQUIRED });
  if (settings.auth !== 'none' && !settings.hasSecret)
    problems.push({ field: 'secret', message: FEED_SOURCE_SECRET_REQUIRED });
  if (
    settings.auth === 'key' &&
    settings.secret &&
    !/-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]+-----END [A-Z0-9 ]*PRIVATE KEY-----/.test(settings.secret)
  )
    problems.push({ field: 'secret', message: FEED_SOURCE_KEY_NOT_VALID });
  if (settings.kind === 'https' && settings.sftp_host_key)
    problems.push({ field: 'sftp_host_key', message: FEED_SOURCE_HOST_KEY_NOT_FOR_HTTPS });
  if ((settings.every_minutes === null) === (settings.daily_at === null))
    problems.push({ field: 'every_minutes', message: FEED_SOURCE_SCHEDULE_REQUIRED });
  return problems;
}

/** A source as operators see it: never its secret. */
export const feedSource = z.object({
  id: z.number().int(),
  brand: z.string(),
  feed: feedName,
  kind: sourceKind,
  address: z.string(),
  auth: sourceAuth,
  /** Basic auth's user name (an SFTP source's user is in its address). */
  username: z.string().nullable(),
  /** The SFTP server's host key fingerprint the pull insists on (SHA256:…), or null: any key is taken. */
  sftp_host_key: z.string().nullable(),
  /** Whether a token, password or key is stored; the secret itself is never answered. */
  has_secret: z.boolean(),
  every_minutes: z.number().int().nullable(),
  /** HH:MM, UTC. */
  daily_at: z.string().nullable(),
  window_days: z.number().int(),
  notify_after: z.number().int(),
  enabled: z.boolean(),
  /** When the schedule (or a retry) pulls next; null while switched off. */
  next_pull_at: isoDateTime.nullable(),
  /** Since when a pull has been under way, or null. */
  pulling_since: isoDateTime.nullable(),
  failures_in_row: z.number().int(),
  /** Whether the failures in a row have reached `notify_after` (the operators were told). */
  failing: z.boolean(),
  last_error: z.string().nullable(),
  /** When it was last pulled, whatever the outcome. */
  last_pulled_at: isoDateTime.nullable(),
  /** The latest pull as the upload log keeps it (its file, rows, result, why it failed). */
  last_pull: feedFileSummary.nullable(),
  created_by: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type FeedSource = z.infer<typeof feedSource>;

const sourceFields = {
  brand: brandCode,
  feed: feedName,
  kind: sourceKind,
  address: sourceAddress,
  auth: sourceAuth,
  username: username.nullable().optional(),
  secret: secret.optional(),
  sftp_host_key: sftpHostKey.nullable().optional(),
  every_minutes: everyMinutes.nullable().optional(),
  daily_at: dailyAt.nullable().optional(),
  window_days: windowDays.default(1),
  notify_after: notifyAfter.default(3),
  enabled: z.boolean().default(true),
};

export const createFeedSourceRequest = z.object(sourceFields).superRefine((body, context) => {
  const problems = feedSourceProblems({
    kind: body.kind,
    address: body.address,
    auth: body.auth,
    username: body.username ?? null,
    hasSecret: (body.secret ?? '') !== '',
    secret: body.secret || null,
    every_minutes: body.every_minutes ?? null,
    daily_at: body.daily_at ?? null,
    sftp_host_key: body.sftp_host_key ?? null,
  });
  for (const problem of problems)
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type CreateFeedSourceRequest = z.input<typeof createFeedSourceRequest>;

/**
 * What an edit may change: anything but the brand and the feed. `secret` empty or absent keeps the stored
 * one (a change of `auth` to `none` drops it). Giving `every_minutes` clears `daily_at` and the other way round.
 */
export const updateFeedSourceRequest = z
  .object({
    kind: sourceKind.optional(),
    address: sourceAddress.optional(),
    auth: sourceAuth.optional(),
    username: username.nullable().optional(),
    secret: secret.optional(),
    sftp_host_key: sftpHostKey.nullable().optional(),
    every_minutes: everyMinutes.nullable().optional(),
    daily_at: dailyAt.nullable().optional(),
    window_days: windowDays.optional(),
    notify_after: notifyAfter.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: FEED_SOURCE_NOTHING_TO_CHANGE,
  });
export type UpdateFeedSourceRequest = z.input<typeof updateFeedSourceRequest>;

export const feedPullsQuery = z.object({
  /** Pulls older than this one (the log's "Load older"). */
  before: z.coerce.number().int().positive().max(9_007_199_254_740_991).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The source after the pull, and the pull's report as the upload log keeps it. */
export const pullNowAnswer = z.object({ source: feedSource, pull: feedFileReport });

export const listFeedSources = endpoint({
  method: 'GET',
  path: '/api/v1/operator/feed-sources',
  access: 'operator',
  roles: ['finance', 'support'],
  summary: 'The scheduled pulls of the brands’ feeds, each with its state and last pull (never a secret)',
  tags: ['operator'],
  response: dataEnvelope(z.array(feedSource)),
});

export const createFeedSource = endpoint({
  method: 'POST',
  path: '/api/v1/operator/feed-sources',
  access: 'operator',
  roles: [],
  summary:
    'Add a source a feed is pulled from on a schedule: HTTPS (none, bearer, basic) or SFTP (key, password), with `{from}`/`{to}` filled with the window',
  tags: ['operator'],
  body: createFeedSourceRequest,
  status: 201,
  response: dataEnvelope(feedSource),
});

export const updateFeedSource = endpoint({
  method: 'PATCH',
  path: '/api/v1/operator/feed-sources/{sourceId}',
  access: 'operator',
  roles: [],
  owner: null,
  summary:
    'Change a source (an empty or absent `secret` keeps the stored one); its next pull follows the new schedule',
  tags: ['operator'],
  params: feedSourceParams,
  body: updateFeedSourceRequest,
  response: dataEnvelope(feedSource),
});

export const deleteFeedSource = endpoint({
  method: 'DELETE',
  path: '/api/v1/operator/feed-sources/{sourceId}',
  access: 'operator',
  roles: [],
  owner: null,
  summary: 'Delete a source and its sealed secret; its pulls stay in the upload log',
  tags: ['operator'],
  params: feedSourceParams,
  response: dataEnvelope(feedSource),
});

export const pullFeedSourceNow = endpoint({
  method: 'POST',
  path: '/api/v1/operator/feed-sources/{sourceId}/pull',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Pull a source now and answer the pull as logged (409 while another pull of it is under way); the schedule goes on from now',
  tags: ['operator'],
  params: feedSourceParams,
  response: dataEnvelope(pullNowAnswer),
});

export const feedSourcePulls = endpoint({
  method: 'GET',
  path: '/api/v1/operator/feed-sources/{sourceId}/pulls',
  access: 'operator',
  roles: ['finance', 'support'],
  owner: null,
  summary: 'A source’s pulls, newest first, as the upload log keeps them',
  tags: ['operator'],
  params: feedSourceParams,
  query: feedPullsQuery,
  response: dataEnvelope(z.array(feedFileSummary)),
});
