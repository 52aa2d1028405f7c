import type { FastifyRequest } from 'fastify';
import type { ApiError } from './api-error.ts';
import { recordAudit, type AuditOperator } from './audit.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Refuses the request with `error`, after an `access.denied` audit row naming who asked, when known. */
export async function deny(
  request: FastifyRequest,
  error: ApiError,
  reason: string,
  operator?: AuditOperator,
): Promise<never> {
  await recordAudit(request.server.ctx, {
    event: 'access.denied',
    affiliateId: request.affiliate?.id ?? null,
    operator,
    ip: request.ip,
    detail: {
      reason,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: error.statusCode,
    },
  });
  throw error;
}
