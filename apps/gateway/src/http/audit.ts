import { createHmac } from 'node:crypto';
import type { AppContext } from '../app-context.ts';

export interface AuditEvent {
  event: string;
  memberId?: number | null;
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
  ctx.log.info({ audit: entry.event, memberId: entry.memberId ?? null, ipHash, ...entry.detail }, `audit ${entry.event}`);
  try {
    await ctx.db.query('INSERT INTO audit_events (member_id, event, ip_hash, detail) VALUES ($1, $2, $3, $4::jsonb)', [
      entry.memberId ?? null,
      entry.event,
      ipHash,
      JSON.stringify(entry.detail ?? {}),
    ]);
  } catch (error) {
    ctx.log.warn({ err: error, audit: entry.event }, 'audit event not stored');
  }
}
