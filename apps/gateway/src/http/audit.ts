import { createHmac } from 'node:crypto';
import type { AppContext } from '../app-context.ts';

/** The operator who acted: a console operator's id, or the fingerprint of a machine's static token. */
export type AuditOperator = { operatorId: number } | { machine: string };

export interface AuditEvent {
  event: string;
  /** The affiliate the event concerns; an id that names no affiliate is kept in `detail` only. */
  affiliateId?: number | null;
  operator?: AuditOperator | null;
  ip?: string;
  /** Never secrets: no passwords, tokens or codes. */
  detail?: Record<string, unknown>;
}

/** Addresses are kept as keyed hashes: enough to correlate attempts, not to identify a person. */
export function hashIp(ctx: AppContext, ip: string | undefined): string | null {
  return ip ? createHmac('sha256', ctx.config.jwtSecret).update(ip).digest('hex').slice(0, 32) : null;
}

/**
 * Every authentication decision and denied access goes to the audit table and the log. A failure to
 * write the row is logged but never fails the request it describes.
 */
export async function recordAudit(ctx: AppContext, entry: AuditEvent): Promise<void> {
  const ipHash = hashIp(ctx, entry.ip);
  const operatorId = entry.operator && 'operatorId' in entry.operator ? entry.operator.operatorId : null;
  const operatorMachine = entry.operator && 'machine' in entry.operator ? entry.operator.machine : null;
  const who = entry.operator ? { operatorId, operatorMachine } : {};
  ctx.log.info(
    { audit: entry.event, affiliateId: entry.affiliateId ?? null, ...who, ipHash, ...entry.detail },
    `audit ${entry.event}`,
  );
  try {
    // An operator's request may name an affiliate that does not exist: the row is kept, without the link.
    await ctx.db.query(
      `INSERT INTO audit_events (member_id, event, ip_hash, detail, operator_id, operator_machine)
       VALUES ((SELECT id FROM members WHERE id = $1::integer), $2, $3, $4::jsonb, $5, $6)`,
      [
        entry.affiliateId ?? null,
        entry.event,
        ipHash,
        JSON.stringify(entry.detail ?? {}),
        operatorId,
        operatorMachine,
      ],
    );
  } catch (error) {
    ctx.log.warn({ err: error, audit: entry.event }, 'audit event not stored');
  }
}
