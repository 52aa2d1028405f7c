import { z } from 'zod';
import { endpoint, PERSONAL_TOKEN_SCOPES } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDateTime } from '../common/primitives.ts';
import { affiliateParams } from './dashboard.ts';

/**
 * Personal API tokens: the affiliate's own tools read reports and players with them, as
 * `Authorization: Bearer gpat_…`. A token is shown once, expires, and opens only the endpoints of its
 * scopes (`tokenScope` in the endpoint table); never money, settings, security or sessions.
 */
export const PERSONAL_TOKEN_PREFIX = 'gpat_';
export const PERSONAL_TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
/** Tokens an affiliate may hold at once (expired ones included until revoked). */
export const PERSONAL_TOKENS_MAX = 20;

export const personalTokenScope = z.enum(PERSONAL_TOKEN_SCOPES);

export const personalToken = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The secret's first characters, to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(personalTokenScope),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
});
export type PersonalToken = z.infer<typeof personalToken>;

export const personalTokenList = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/api-tokens',
  access: 'member',
  owner: 'id',
  summary: "The affiliate's personal API tokens (never their secrets), newest first",
  tags: ['api-tokens'],
  params: affiliateParams,
  response: dataEnvelope(z.array(personalToken)),
});

export const personalTokenInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the token after the tool that will use it.')
    .max(60, 'At most 60 characters.'),
  expires_in_days: z.literal(PERSONAL_TOKEN_LIFETIMES_DAYS, 'A token lives 30, 90 or 365 days.'),
  scopes: z
    .array(personalTokenScope)
    .min(1, 'Choose at least one scope.')
    .max(PERSONAL_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is given twice.'),
});

export const createPersonalToken = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/api-tokens',
  access: 'member',
  owner: 'id',
  status: 201,
  summary: 'Create a personal API token: its secret is in this answer only',
  tags: ['api-tokens'],
  params: affiliateParams,
  body: personalTokenInput,
  response: dataEnvelope(z.object({ token: personalToken, secret: z.string() })),
});

export const revokePersonalToken = endpoint({
  method: 'DELETE',
  path: '/api/v1/affiliate/{id}/api-tokens/{tokenId}',
  access: 'member',
  owner: 'id',
  summary: 'Revoke a personal API token: refused from its next request',
  tags: ['api-tokens'],
  params: affiliateParams.extend({ tokenId: z.uuid() }),
  response: dataEnvelope(z.object({ revoked: z.literal(true) })),
});
