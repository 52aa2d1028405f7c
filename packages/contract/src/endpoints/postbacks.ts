import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDateTime } from '../common/primitives.ts';
import { affiliateParams } from './dashboard.ts';

/**
 * Postbacks: the affiliate's own tracker told of each conversion, server to server. Every request is
 * signed with the affiliate's secret: `X-Goldline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body or query string>">` (a second v1 for 24 hours after a rotation, signed with the old secret).
 */
export const POSTBACK_EVENTS = [
  'registration',
  'first_deposit',
  'qualified_cpa',
  'commission_credited',
] as const;
export const postbackEvent = z.enum(POSTBACK_EVENTS);
export type PostbackEvent = z.infer<typeof postbackEvent>;

/** What a template may contain; each value is URL-encoded into it. */
export const POSTBACK_MACROS = [
  'click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'event',
  'player',
  'amount',
  'currency',
  'code',
  'brand',
  'timestamp',
] as const;
export type PostbackMacro = (typeof POSTBACK_MACROS)[number];

export const POSTBACK_URL_MAX_LENGTH = 2_000;
/** Consecutive failed attempts that switch a postback off (the affiliate is told). */
export const POSTBACK_DISABLE_AFTER_FAILURES = 20;
export const POSTBACK_SIGNATURE_HEADER = 'X-Goldline-Signature';

export const postbackSettings = z.object({
  event: postbackEvent,
  url: z.string(),
  method: z.enum(['GET', 'POST']),
  enabled: z.boolean(),
  consecutive_failures: z.number().int(),
  /** When 20 failures in a row switched it off; null while on or switched off by the affiliate. */
  disabled_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
});
export type PostbackSettings = z.infer<typeof postbackSettings>;

export const postbackSecretState = z.object({
  created_at: isoDateTime,
  /** After a rotation, until when requests also carry a signature with the previous secret. */
  previous_valid_until: isoDateTime.nullable(),
});

export const postbackList = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/postbacks',
  access: 'member',
  owner: 'id',
  summary: "The affiliate's postbacks, one per event, and the state of the signing secret (never the secret)",
  tags: ['postbacks'],
  params: affiliateParams,
  response: dataEnvelope(
    z.object({ postbacks: z.array(postbackSettings), secret: postbackSecretState.nullable() }),
  ),
});

export const postbackEventParams = affiliateParams.extend({ event: postbackEvent });

export const postbackInput = z.object({
  url: z.string().trim().min(1, 'Enter the address of your tracker.').max(POSTBACK_URL_MAX_LENGTH),
  method: z.enum(['GET', 'POST']).default('GET'),
  enabled: z.boolean().default(true),
});

export const savePostback = endpoint({
  method: 'PUT',
  path: '/api/v1/affiliate/{id}/postbacks/events/{event}',
  access: 'member',
  owner: 'id',
  summary:
    'Set the address template of one event (macros in braces); the first postback creates the signing secret',
  tags: ['postbacks'],
  params: postbackEventParams,
  body: postbackInput,
  response: dataEnvelope(
    z.object({
      postback: postbackSettings,
      /** The signing secret, only when this save created it: it is never shown again. */
      secret: z.string().nullable(),
    }),
  ),
});

export const deletePostback = endpoint({
  method: 'DELETE',
  path: '/api/v1/affiliate/{id}/postbacks/events/{event}',
  access: 'member',
  owner: 'id',
  summary: "Remove one event's postback (deliveries not yet sent are cancelled)",
  tags: ['postbacks'],
  params: postbackEventParams,
  response: dataEnvelope(z.object({ removed: z.literal(true), event: postbackEvent })),
});

export const rotatePostbackSecret = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/postbacks/secret',
  access: 'member',
  owner: 'id',
  summary:
    'Create or rotate the signing secret: shown once; the previous one keeps signing beside it for 24 hours',
  tags: ['postbacks'],
  params: affiliateParams,
  response: dataEnvelope(z.object({ secret: z.string(), state: postbackSecretState })),
});

export const postbackDelivery = z.object({
  id: z.number().int(),
  event: postbackEvent,
  test: z.boolean(),
  created_at: isoDateTime,
  state: z.enum(['pending', 'delivered', 'gave_up', 'cancelled']),
  attempts: z.number().int(),
  next_attempt_at: isoDateTime.nullable(),
  last_attempt_at: isoDateTime.nullable(),
  /** The address as last sent, secrets in it masked. */
  address: z.string().nullable(),
  status: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  /** The start of the tracker's answer, or why nothing came back (timeout, refused address). */
  response: z.string().nullable(),
});
export type PostbackDelivery = z.infer<typeof postbackDelivery>;

export const POSTBACK_LOG_PAGE = 50;

export const postbackLog = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/postbacks/deliveries',
  access: 'member',
  owner: 'id',
  summary: 'The delivery log: the latest postbacks with their status, latency and the start of the answer',
  tags: ['postbacks'],
  params: affiliateParams,
  query: z.object({
    event: postbackEvent.optional(),
    /** Entries older than this id (the last one of the previous page). */
    before: z.coerce.number().int().min(1).optional(),
  }),
  response: dataEnvelope(z.object({ deliveries: z.array(postbackDelivery), more: z.boolean() })),
});

export const testPostback = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/postbacks/events/{event}/test',
  access: 'member',
  owner: 'id',
  summary:
    'Send one signed request now with sample values (click_id "test") and answer how it went; not retried, not counted as a failure',
  tags: ['postbacks'],
  params: postbackEventParams,
  response: dataEnvelope(postbackDelivery),
});
