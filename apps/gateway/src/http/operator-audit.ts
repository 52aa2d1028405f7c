import type { Endpoint } from '@affiliate/contract';
import type { FastifyRequest, onSendAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { recordAudit } from './audit.ts';
import { endpointName } from './endpoint-names.ts';
import { auditOperator } from './operator-access.ts';

/** What a route adds to its audit row beyond the endpoint, the operator, the affiliate and the status (never a secret). */
export type AuditDetail = (request: FastifyRequest) => Record<string, unknown>;

const affiliateFields = ['memberId', 'member_id'] as const;
const MAX_ID = 2_147_483_647;

/** The affiliate a request or its answer names (`memberId` or `member_id`), if one whole id. */
function namedAffiliate(...sources: unknown[]): number | null {
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    for (const field of affiliateFields) {
      const id = Number((source as Record<string, unknown>)[field]);
      if (Number.isInteger(id) && id > 0 && id <= MAX_ID) return id;
    }
  }
  return null;
}

/**
 * Every change an operator makes is audited here, in one place: an `operator.<endpoint name>` row with who
 * acted (the console operator's id, or the machine's token fingerprint), the affiliate it concerned when
 * the path, the body or the answer names one, and the answer's status. The row is written before the
 * answer leaves, so whoever reads the answer finds it audited; refusals after the guard are audited too.
 */
export function operatorActionAudit(
  endpoint: Endpoint,
  detail?: AuditDetail,
): { preSerialization: preSerializationAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const event = `operator.${endpointName(endpoint)}`;
  const answered = new WeakMap<FastifyRequest, number>();
  return {
    async preSerialization(request, _reply, payload) {
      const id = namedAffiliate((payload as { data?: unknown } | null)?.data);
      if (id !== null) answered.set(request, id);
      return payload;
    },
    async onSend(request, reply, payload) {
      const operator = request.operator;
      if (!operator) return payload;
      await recordAudit(request.server.ctx, {
        event,
        affiliateId: namedAffiliate(request.params, request.body) ?? answered.get(request) ?? null,
        operator: auditOperator(operator),
        ip: request.ip,
        detail: {
          ...detail?.(request),
          status: reply.statusCode,
          method: request.method,
          route: endpoint.path,
          params: request.params ?? {},
        },
      });
      return payload;
    },
  };
}
