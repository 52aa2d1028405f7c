import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDate, isoDateTime } from '../common/primitives.ts';
import { operatorId } from './operator-accounts.ts';

/**
 * The audit trail in the operator console (admins only): every sign-in, refusal and change, newest
 * first, filtered by operator, action, affiliate and day. Pages are cut by keyset on the row's time and
 * id (a cursor), so a page deep into a large table costs what the first one does.
 */

/** An audit event's name, exact: `operator.payWithdrawal`, `operator-sign-in.failed`, `access.denied`. */
export const auditAction = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, 'Choose an action from the list.');

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z~\d{1,18}$/;

/** A real calendar time (not 2026-02-30), so the database never sees a time it cannot read. */
function realTime(cursor: string): boolean {
  const seconds = CURSOR.exec(cursor)?.[1];
  if (!seconds) return false;
  const time = new Date(`${seconds}Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === seconds;
}

/** Where a page starts: a row's UTC time to the microsecond and its id (`2026-11-27T17:01:05.123456Z~42`). */
export const auditCursor = z
  .string()
  .max(48)
  .regex(CURSOR, 'This page link is not valid.')
  .refine(realTime, 'This page link is not valid.');

export const auditQuery = z
  .object({
    /** A console operator's id. */
    operator: operatorId.optional(),
    action: auditAction.optional(),
    /** The affiliate's member id or username. */
    affiliate: z
      .string()
      .trim()
      .min(1)
      .max(64, 'Enter an affiliate id or username.')
      .regex(/^[A-Za-z0-9._-]+$/, 'Enter an affiliate id or username.')
      .optional(),
    /** Inclusive UTC days. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The rows older than this cursor (the next page). */
    before: auditCursor.optional(),
    /** The rows newer than this cursor (the previous page). */
    after: auditCursor.optional(),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  })
  .refine((q) => !q.before || !q.after, { path: ['after'], message: 'Give one page cursor, not two.' });
export type AuditQuery = z.infer<typeof auditQuery>;

/** Who acted: a console operator (their email), a machine (its token's fingerprint), the affiliate, or nobody known. */
export const auditActor = z.object({
  kind: z.enum(['operator', 'machine', 'affiliate', 'unknown']),
  operatorId: z.number().int().nullable(),
  /** The operator's email, the machine token's fingerprint, or the affiliate's username. */
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof auditActor>;

export const auditEntry = z.object({
  id: z.string(),
  at: isoDateTime,
  action: z.string(),
  who: auditActor,
  affiliate: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The HTTP status an operator's request was answered with, or the refusal's status; null when none was recorded. */
  status: z.number().int().nullable(),
  outcome: z.enum(['done', 'refused']),
  /** The row's safe details only (ids, route, reason, role…): never a secret, token, code or password. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLog = endpoint({
  method: 'GET',
  path: '/api/v1/operator/audit',
  access: 'operator',
  roles: [],
  summary:
    'The audit trail, newest first, filtered by operator, action, affiliate (id or username) and UTC days; keyset pages',
  tags: ['operator console'],
  query: auditQuery,
  response: z.object({
    data: z.array(auditEntry),
    meta: z.object({
      per_page: z.number().int(),
      /** The cursor of the next (older) page, or null on the last. */
      older: z.string().nullable(),
      /** The cursor of the previous (newer) page, or null on the first. */
      newer: z.string().nullable(),
    }),
  }),
});

export const auditActions = endpoint({
  method: 'GET',
  path: '/api/v1/operator/audit/actions',
  access: 'operator',
  roles: [],
  summary: 'Every action name the audit trail holds, in order (the Audit screen’s action filter)',
  tags: ['operator console'],
  response: dataEnvelope(z.array(z.string())),
});
