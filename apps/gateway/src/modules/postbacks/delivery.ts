import {
  POSTBACK_DISABLE_AFTER_FAILURES,
  POSTBACK_SIGNATURE_HEADER,
  type PostbackEvent,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { translate } from '../../i18n/translate.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { fillTemplate, MACRO_IN_AUTHORITY_REFUSAL, macroInAuthority, type MacroValues } from './macros.ts';
import { maskAddress } from './mask-address.ts';
import {
  claimDue,
  countFailures,
  recordOutcomes,
  type AttemptOutcome,
  type DueDelivery,
  type FailureRun,
  type SecretRow,
} from './repository.ts';
import { openPostbackSecret } from './secrets.ts';
import { sendPostback, type PostbackRequest, type SendResult } from './sender.ts';
import { signatureHeader } from './signature.ts';

/** Retries run for a day after the event; then the delivery is given up. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Longer than a send can take (5 s), so a live sender's deliveries are never taken by another. */
const SEND_LEASE_MS = 60_000;
/** How often a gateway looks for due postbacks (app-modules.ts); a pass sends all that are due. */
export const POSTBACK_INTERVAL_MS = 1_000;
const BATCH = 500;
const CONCURRENCY = 100;

/** 30 s after the first failure, then 1 min, 2, 4… capped at an hour. */
export function postbackRetryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

/** The secrets that sign now: the current one, and the previous one while its overlap lasts. */
export function signingSecrets(
  ctx: AppContext,
  affiliateId: number,
  secret: Pick<SecretRow, 'secret_sealed' | 'previous_sealed' | 'previous_valid_until'>,
  now: Date,
): string[] {
  const secrets = [openPostbackSecret(ctx, affiliateId, secret.secret_sealed)];
  if (secret.previous_sealed && secret.previous_valid_until && secret.previous_valid_until > now) {
    secrets.push(openPostbackSecret(ctx, affiliateId, secret.previous_sealed));
  }
  return secrets;
}

/**
 * The request of one postback: the template filled (values URL-encoded), a POST's body the macros as
 * JSON, and the signature over the body or the query string.
 */
export function postbackRequest(
  template: string,
  method: 'GET' | 'POST',
  macros: MacroValues,
  secrets: readonly string[],
  now: Date,
): PostbackRequest {
  // The query is signed as it goes out: the URL parser's own spelling of it (a space or a quote typed in
  // the template is percent-encoded when sent), so the tracker's check sees what was signed.
  let url = fillTemplate(template, macros);
  let query = '';
  if (URL.canParse(url)) {
    const parsed = new URL(url);
    url = parsed.toString();
    query = parsed.search.slice(1);
  }
  const body = method === 'POST' ? JSON.stringify(macros) : null;
  // Saving refuses such a template; one saved before that rule must not let a click's sub-ID pick the
  // host, whether the queue or a test send sends it.
  const refusal = macroInAuthority(template) ? MACRO_IN_AUTHORITY_REFUSAL : null;
  const unix = Math.floor(now.getTime() / 1000);
  return {
    url,
    method,
    body,
    headers: {
      [POSTBACK_SIGNATURE_HEADER]: signatureHeader(unix, body ?? query, secrets),
      ...(body !== null && { 'content-type': 'application/json' }),
    },
    refusal,
  };
}

function outcomeOf(
  delivery: DueDelivery,
  request: PostbackRequest,
  result: SendResult,
  now: Date,
): AttemptOutcome {
  const base = {
    id: delivery.id,
    attempted: true,
    at: now,
    address: maskAddress(request.url),
    status: result.status,
    latencyMs: result.latencyMs,
    answer: result.answer,
  };
  if (result.delivered) return { ...base, state: 'delivered', nextAttemptAt: null };
  const expired = now.getTime() - delivery.created_at.getTime() >= RETRY_WINDOW_MS;
  return {
    ...base,
    state: expired ? 'gave_up' : 'pending',
    nextAttemptAt: expired ? null : new Date(now.getTime() + postbackRetryDelayMs(delivery.attempts + 1)),
  };
}

function cancelled(delivery: DueDelivery, now: Date, why: string): AttemptOutcome {
  return {
    id: delivery.id,
    state: 'cancelled',
    nextAttemptAt: null,
    attempted: false,
    at: now,
    address: null,
    status: null,
    latencyMs: null,
    answer: why,
  };
}

async function attempt(ctx: AppContext, delivery: DueDelivery, now: Date): Promise<AttemptOutcome> {
  if (!delivery.url_template || !delivery.method)
    return cancelled(delivery, now, 'The postback was removed.');
  if (!delivery.enabled) return cancelled(delivery, now, 'The postback is switched off.');
  if (!delivery.secret_sealed) return cancelled(delivery, now, 'No signing secret.');
  let request: PostbackRequest;
  try {
    const secrets = signingSecrets(
      ctx,
      delivery.member_id,
      { ...delivery, secret_sealed: delivery.secret_sealed },
      now,
    );
    request = postbackRequest(delivery.url_template, delivery.method, delivery.macros, secrets, now);
  } catch (error) {
    // The sealed secret does not open (the key changed): nothing is sent unsigned; retried like a failure.
    ctx.log.error({ deliveryId: delivery.id, err: error }, 'postback not signed');
    return outcomeOf(
      delivery,
      { url: '', method: delivery.method, body: null, headers: {}, refusal: null },
      {
        status: null,
        latencyMs: 0,
        delivered: false,
        answer: 'Not sent: the signing secret could not be read.',
      },
      now,
    );
  }
  // A refused template is never sent, so retrying it would only refuse it again for a day.
  if (request.refusal !== null) return cancelled(delivery, now, request.refusal);
  return outcomeOf(
    delivery,
    request,
    await sendPostback(request, ctx.config.postbackAllowPrivateNetworks),
    now,
  );
}

/** Runs `work` over `items` with at most `limit` at a time, answers in the items' order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Each postback's run in the order the attempts were made (the deliveries' order within a pass). */
function failureRuns(deliveries: readonly DueDelivery[], outcomes: readonly AttemptOutcome[]): FailureRun[] {
  const runs = new Map<string, FailureRun>();
  outcomes.forEach((outcome, i) => {
    if (!outcome.attempted) return;
    const delivery = deliveries[i]!;
    const key = `${delivery.member_id}:${delivery.event}`;
    const run = runs.get(key) ?? {
      affiliateId: delivery.member_id,
      event: delivery.event,
      succeeded: false,
      failures: 0,
    };
    if (outcome.state === 'delivered') {
      run.succeeded = true;
      run.failures = 0;
    } else run.failures += 1;
    runs.set(key, run);
  });
  return [...runs.values()];
}

async function tellSwitchedOff(
  ctx: AppContext,
  switchedOff: Array<{ member_id: number; event: PostbackEvent }>,
): Promise<void> {
  if (switchedOff.length === 0) return;
  const brand = await brandName(ctx);
  for (const { member_id: affiliateId, event } of switchedOff) {
    await ctx.db.transaction((tx) =>
      notifyAffiliateEvent(
        ctx,
        tx,
        affiliateId,
        'security',
        (language) => ({
          title: translate(language, 'notice.postback.switchedOff.title'),
          body: translate(language, 'notice.postback.switchedOff.body', {
            event: translate(language, `postback.event.${event}`),
            count: POSTBACK_DISABLE_AFTER_FAILURES,
          }),
        }),
        brand,
      ),
    );
    ctx.log.warn({ affiliateId, event }, 'postback switched off after consecutive failures');
  }
}

/**
 * One pass of the sender: takes due deliveries in batches and sends them, many at a time, until none
 * is due; records each batch's outcomes and failure counts in two statements. Answers how many were sent.
 */
export async function deliverDuePostbacks(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.config.now();
    const due = await claimDue(ctx.db, now, new Date(now.getTime() + SEND_LEASE_MS), BATCH);
    if (due.length === 0) return sent;
    const outcomes = await mapConcurrently(due, CONCURRENCY, (delivery) => attempt(ctx, delivery, now));
    await recordOutcomes(ctx.db, outcomes);
    await tellSwitchedOff(
      ctx,
      await countFailures(ctx.db, failureRuns(due, outcomes), POSTBACK_DISABLE_AFTER_FAILURES, now),
    );
    sent += outcomes.filter((o) => o.state === 'delivered').length;
    if (due.length < BATCH) return sent;
  }
}
