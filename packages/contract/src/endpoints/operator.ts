import { z } from 'zod';
import { dealName } from './deals.ts';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import {
  countryCode,
  currencyCode,
  email,
  isoDateTime,
  memberId,
  newPassword,
  username,
} from '../common/primitives.ts';
import { maintenanceSetting, settingEntry } from './settings.ts';
import { notificationKind } from './notifications.ts';

/**
 * The operator API: how the brand runs its program, server to server, with an operator token that never
 * reaches a browser. `npm run operator -- ...` calls the same service code.
 */

export const settingCodeParams = z.object({ code: z.string().regex(/^[a-z][a-z0-9_.-]{1,63}$/) });

export const putSetting = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/settings/{code}',
  access: 'operator',
  roles: [],
  owner: null,
  summary: 'Set a brand setting (for example system.maintenance)',
  tags: ['operator'],
  params: settingCodeParams,
  body: z.union([maintenanceSetting, z.record(z.string(), z.unknown())]),
  response: dataEnvelope(z.object({ code: z.string(), value: z.unknown() })),
});

/**
 * The brand setting `kyc.withdrawals`: when a withdrawal needs a verified identity: never, before the
 * affiliate's first withdrawal, or when it is above an amount (EUR).
 */
export const withdrawalIdentityRequirement = z.discriminatedUnion('require', [
  z.object({ require: z.literal('never') }),
  z.object({ require: z.literal('first-withdrawal') }),
  z.object({
    require: z.literal('above-amount'),
    amount: z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Enter an amount like 500 or 500.00.'),
  }),
]);
export type WithdrawalIdentityRequirement = z.infer<typeof withdrawalIdentityRequirement>;

/** The settings the console's Program settings screen edits, as stored now (`updated_at` null: never set). */
export const programSettings = z.object({
  maintenance: z.object({
    /** Whether the affiliate portal shows its maintenance screen. */
    affiliate: z.boolean(),
    /** The whole `system.maintenance` list: other apps' switches, which a change of the portal's keeps. */
    app: z.array(settingEntry),
    updated_at: isoDateTime.nullable(),
  }),
  withdrawal_identity: z.object({ rule: withdrawalIdentityRequirement, updated_at: isoDateTime.nullable() }),
});
export type ProgramSettings = z.infer<typeof programSettings>;

export const operatorSettings = endpoint({
  method: 'GET',
  path: '/api/v1/operator/settings',
  access: 'operator',
  roles: [],
  summary:
    'The program settings the console edits: maintenance of the affiliate portal, and the identity rule for withdrawals',
  tags: ['operator'],
  response: dataEnvelope(programSettings),
});

export const broadcastRequest = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000),
  kind: notificationKind.default('broadcast'),
  /** Only these affiliates; absent means every enabled affiliate. */
  memberIds: z.array(memberId).max(10_000).optional(),
});

export const broadcast = endpoint({
  method: 'POST',
  path: '/api/v1/operator/notifications',
  access: 'operator',
  roles: ['marketing'],
  summary: 'Send a notification to every affiliate, or to the ones listed',
  tags: ['operator'],
  body: broadcastRequest,
  status: 201,
  response: dataEnvelope(z.object({ delivered: z.number().int() })),
});

export const createAffiliateRequest = z.object({
  username,
  email,
  password: newPassword,
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  country: countryCode,
  currency: currencyCode.default('EUR'),
  /** The deal they are on from the running month (a deal's name); left out, the program's default deal. */
  deal: dealName.optional(),
});
export type CreateAffiliateRequest = z.infer<typeof createAffiliateRequest>;

export const createAffiliate = endpoint({
  method: 'POST',
  path: '/api/v1/operator/affiliates',
  access: 'operator',
  roles: [],
  summary: 'Create an affiliate account',
  tags: ['operator'],
  body: createAffiliateRequest,
  status: 201,
  response: dataEnvelope(z.object({ id: memberId, username: z.string() })),
});

/**
 * Where a mail stands: `sent` (at: when), `waiting` for its next attempt (at: when; `lastError` says why
 * the last one failed), `failed` (every attempt failed; the gateway gave up), or `kept` unsent because no
 * mail server is configured (the outbox is then where mail is read, on a development machine).
 */
export const outboxDelivery = z.object({
  state: z.enum(['sent', 'waiting', 'failed', 'kept']),
  at: isoDateTime.nullable(),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
});
export type OutboxDelivery = z.infer<typeof outboxDelivery>;

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoDateTime,
  delivery: outboxDelivery,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outbox = endpoint({
  method: 'GET',
  path: '/api/v1/operator/outbox',
  access: 'operator',
  roles: [],
  summary:
    "The mail the gateway wrote, newest first, with each one's delivery: sent, waiting for an attempt, failed (with the last error), or kept unsent when no SMTP server is configured",
  tags: ['operator'],
  query: z.object({
    to: z.string().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(20),
  }),
  response: dataEnvelope(z.array(outboxMessage)),
});

/** Re-seeds the demo accounts (idempotent upsert), for demos and end-to-end runs. */
export const demoSeed = endpoint({
  method: 'POST',
  path: '/api/v1/operator/demo-seed',
  access: 'operator',
  roles: [],
  summary: 'Re-seed the demo affiliates (idempotent)',
  tags: ['operator'],
  response: dataEnvelope(z.object({ usernames: z.array(z.string()) })),
});
