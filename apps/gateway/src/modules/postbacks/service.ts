import {
  errorCodes,
  POSTBACK_LOG_PAGE,
  type PostbackDelivery,
  type PostbackEvent,
  type PostbackSettings,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { destinationProblem } from './address-guard.ts';
import { postbackRequest, signingSecrets } from './delivery.ts';
import { fillTemplate, macroInAuthority, SAMPLE_VALUES, unknownMacros, type MacroValues } from './macros.ts';
import { maskAddress } from './mask-address.ts';
import * as repo from './repository.ts';
import { newSecret, ROTATION_OVERLAP_MS, sealPostbackSecret } from './secrets.ts';
import { sendPostback } from './sender.ts';

export function settingsOf(row: repo.PostbackRow): PostbackSettings {
  return {
    event: row.event,
    url: row.url_template,
    method: row.method,
    enabled: row.enabled,
    consecutive_failures: row.consecutive_failures,
    disabled_at: row.disabled_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
  };
}

export function secretState(row: repo.SecretRow | null, now: Date) {
  if (!row) return null;
  const overlap =
    row.previous_valid_until && row.previous_valid_until > now
      ? row.previous_valid_until.toISOString()
      : null;
  return { created_at: row.created_at.toISOString(), previous_valid_until: overlap };
}

export async function listPostbackSettings(ctx: AppContext, affiliateId: number) {
  const [postbacks, secret] = await Promise.all([
    repo.listPostbacks(ctx.db, affiliateId),
    repo.secretOf(ctx.db, affiliateId),
  ]);
  return { postbacks: postbacks.map(settingsOf), secret: secretState(secret, ctx.config.now()) };
}

/**
 * A template must make an http(s) address whose host no macro chooses, with known macros only, and
 * reach a public address (checked again at every send, where the connection is made).
 */
async function checkTemplate(ctx: AppContext, template: string): Promise<void> {
  const unknown = unknownMacros(template);
  if (unknown.length > 0)
    throw fieldError('url', {
      key: 'error.postback.unknownMacro',
      values: { macros: unknown.map((m) => `{${m}}`).join(', ') },
    });
  if (macroInAuthority(template))
    throw fieldError('url', 'Macros may be used in the path and query, not in the host name.');
  let url: URL;
  try {
    url = new URL(fillTemplate(template, SAMPLE_VALUES));
  } catch {
    throw fieldError('url', 'Enter a full address, starting with https://.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw fieldError('url', 'The address must start with https:// (or http://).');
  const problem = await destinationProblem(url, ctx.config.postbackAllowPrivateNetworks);
  if (problem) throw fieldError('url', problem);
}

/** Saves an event's postback; the affiliate's first one creates the signing secret, answered once. */
export async function savePostback(
  ctx: AppContext,
  affiliateId: number,
  event: PostbackEvent,
  input: { url: string; method: 'GET' | 'POST'; enabled: boolean },
  ip: string,
) {
  await checkTemplate(ctx, input.url);
  const at = ctx.config.now();
  const secret = newSecret();
  const saved = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSecretIfAbsent(
      tx,
      affiliateId,
      sealPostbackSecret(ctx, affiliateId, secret),
      at,
    );
    const row = await repo.upsertPostback(tx, affiliateId, event, input, at);
    return { row, answer: { postback: settingsOf(row), secret: created ? secret : null } };
  });
  await recordAudit(ctx, {
    event: saved.row.inserted ? 'postback.created' : 'postback.changed',
    affiliateId,
    ip,
    detail: {
      postbackEvent: event,
      method: input.method,
      enabled: input.enabled,
      host: templateHost(input.url),
      ...(saved.answer.secret !== null && { secretCreated: true }),
    },
  });
  return saved.answer;
}

/**
 * The host a template sends to, for the audit trail: the path and query may carry the affiliate's own
 * keys for their tracker, so only the host is kept.
 */
function templateHost(template: string): string | null {
  try {
    return new URL(template).host.slice(0, 253) || null;
  } catch {
    return null;
  }
}

const notFound = () => new ApiError(404, 'No postback is set for this event.', errorCodes.notFound);

export async function removePostback(
  ctx: AppContext,
  affiliateId: number,
  event: PostbackEvent,
  ip: string,
): Promise<void> {
  const removed = await ctx.db.transaction((tx) => repo.deletePostback(tx, affiliateId, event));
  if (!removed) throw notFound();
  await recordAudit(ctx, { event: 'postback.removed', affiliateId, ip, detail: { postbackEvent: event } });
}

export async function rotatePostbackSecret(ctx: AppContext, affiliateId: number, ip: string) {
  const at = ctx.config.now();
  const secret = newSecret();
  const row = await repo.rotateSecret(
    ctx.db,
    affiliateId,
    sealPostbackSecret(ctx, affiliateId, secret),
    at,
    new Date(at.getTime() + ROTATION_OVERLAP_MS),
  );
  await recordAudit(ctx, { event: 'postback.secret-rotated', affiliateId, ip });
  return { secret, state: secretState(row, at)! };
}

export function deliveryOf(row: repo.DeliveryRow): PostbackDelivery {
  return {
    id: row.id,
    event: row.event,
    test: row.is_test,
    created_at: row.created_at.toISOString(),
    state: row.state,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    address: row.last_address,
    status: row.last_status,
    latency_ms: row.last_latency_ms,
    response: row.last_response,
  };
}

export async function postbackLog(
  ctx: AppContext,
  affiliateId: number,
  query: { event?: PostbackEvent; before?: number },
) {
  const rows = await repo.listDeliveries(ctx.db, affiliateId, query, POSTBACK_LOG_PAGE);
  return {
    deliveries: rows.slice(0, POSTBACK_LOG_PAGE).map(deliveryOf),
    more: rows.length > POSTBACK_LOG_PAGE,
  };
}

/**
 * Sends one signed request now, with sample values (click_id "test"), and logs it as a test: not
 * retried, and not counted towards switching the postback off.
 */
export async function sendTestPostback(
  ctx: AppContext,
  affiliateId: number,
  event: PostbackEvent,
): Promise<PostbackDelivery> {
  const [postback, secret] = await Promise.all([
    repo.listPostbacks(ctx.db, affiliateId).then((all) => all.find((p) => p.event === event)),
    repo.secretOf(ctx.db, affiliateId),
  ]);
  if (!postback || !secret) throw notFound();
  const now = ctx.config.now();
  const currency = await ctx.db.one<{ currency: string }>(
    'SELECT trim(currency) AS currency FROM members WHERE id = $1',
    [affiliateId],
  );
  const macros: MacroValues = {
    ...SAMPLE_VALUES,
    event,
    currency: currency.currency,
    timestamp: String(Math.floor(now.getTime() / 1000)),
  };
  const request = postbackRequest(
    postback.url_template,
    postback.method,
    macros,
    signingSecrets(ctx, affiliateId, secret, now),
    now,
  );
  // A template saved before macroInAuthority refused it carries its refusal: sendPostback does not send it.
  const result = await sendPostback(request, ctx.config.postbackAllowPrivateNetworks);
  const row = await repo.insertTestDelivery(ctx.db, affiliateId, event, macros, {
    state: result.delivered ? 'delivered' : 'gave_up',
    at: now,
    address: maskAddress(request.url),
    status: result.status,
    latencyMs: result.latencyMs,
    answer: result.answer,
  });
  return deliveryOf(row);
}
