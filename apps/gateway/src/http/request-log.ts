import type { FastifyRequest } from 'fastify';

// The identity provider's addresses carry an attempt's secret as their last segment.
const SECRET_IN_PATH = /^(\/api\/v1\/kyc\/(?:callback|sandbox)\/[^/?]*\/)[^/?]*/;

/** A request as the log records it (Fastify's default fields), with any secret in its path masked. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_IN_PATH, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
