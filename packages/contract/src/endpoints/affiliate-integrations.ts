import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDateTime } from '../common/primitives.ts';
import { personalToken } from './api-tokens.ts';
import { affiliateRecordParams, operatorReason } from './operator-affiliates.ts';
import { postbackDelivery, postbackSecretState, postbackSettings } from './postbacks.ts';

/**
 * An affiliate's integrations on their record in the console: their postbacks with how the latest
 * deliveries went, and their personal API tokens. Support answers "my tracker gets nothing" and "my token
 * stopped working" from it, and revokes a token that leaked or misbehaves, so it is support's (and the
 * admins'). Nothing in it opens anything: no signing secret, no token secret or hash, and the postback
 * addresses masked as the affiliate's own delivery log masks them.
 */

/** Deliveries shown under each postback. */
export const AFFILIATE_POSTBACK_DELIVERIES_SHOWN = 10;
/** Of the affiliate's latest deliveries (all events), this many are looked through for each postback's. */
export const AFFILIATE_POSTBACK_DELIVERIES_SCANNED = 2_000;
/** Tokens shown, newest first (an affiliate holds at most 20 unrevoked; revoked ones stay listed). */
export const AFFILIATE_TOKENS_SHOWN = 50;

export const integrationDelivery = postbackDelivery.pick({
  id: true,
  test: true,
  created_at: true,
  state: true,
  attempts: true,
  last_attempt_at: true,
  next_attempt_at: true,
  status: true,
  latency_ms: true,
});
export type IntegrationDelivery = z.infer<typeof integrationDelivery>;

export const integrationPostback = postbackSettings.extend({
  /** The template with its credentials masked (`***`) as the delivery log masks a sent address; macros stay in braces. */
  url: z.string(),
  /** The latest deliveries of this event (at most 10, newest first) among the affiliate's latest 2,000. */
  deliveries: z.array(integrationDelivery),
});
export type IntegrationPostback = z.infer<typeof integrationPostback>;

export const integrationToken = personalToken.extend({
  /** When it was revoked; null while it can be used (unless expired). */
  revoked_at: isoDateTime.nullable(),
  /** Who revoked it: null when the affiliate did (or it is not revoked), else the operator (`operator:<username>`). */
  revoked_by: z.string().nullable(),
  /** The operator's reason, told to the affiliate too; null when the affiliate revoked it. */
  revoked_reason: z.string().nullable(),
});
export type IntegrationToken = z.infer<typeof integrationToken>;

export const affiliateIntegrationsData = z.object({
  postbacks: z.array(integrationPostback),
  /** When the signing secret was made (never the secret); null before the first postback. */
  signing_secret: postbackSecretState.nullable(),
  /** Newest first, revoked ones included (at most 50). */
  api_tokens: z.array(integrationToken),
});
export type AffiliateIntegrations = z.infer<typeof affiliateIntegrationsData>;

export const affiliateIntegrations = endpoint({
  method: 'GET',
  path: '/api/v1/operator/affiliates/{memberId}/integrations',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    "An affiliate's postbacks (addresses masked, on or switched off, the latest deliveries) and personal API tokens (name, prefix, scopes, dates, revoked), never a secret",
  tags: ['operator console'],
  params: affiliateRecordParams,
  response: dataEnvelope(affiliateIntegrationsData),
});

export const affiliateTokenParams = affiliateRecordParams.extend({ tokenId: z.uuid() });

export const revokeAffiliateApiToken = endpoint({
  method: 'POST',
  path: '/api/v1/operator/affiliates/{memberId}/api-tokens/{tokenId}/revoke',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    "Revoke one of an affiliate's personal API tokens with a reason (a leak, a tool misbehaving): refused from its next request, and the affiliate is told why. 404 when the affiliate has no such token, 409 when already revoked",
  tags: ['operator console'],
  params: affiliateTokenParams,
  body: z.object({ reason: operatorReason }),
  response: dataEnvelope(integrationToken),
});
