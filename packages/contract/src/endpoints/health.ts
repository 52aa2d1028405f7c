import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';

/**
 * For load balancers: 200 while the gateway and its database answer, 503 otherwise. `redis` is there
 * when the gateway shares its rate-limit counts through Redis: `down` (and `status` `degraded`) while
 * Redis does not answer. The gateway still serves then, its limits counted in its own memory, so the
 * answer stays 200: taking every replica out of the balancer for a Redis outage would stop the product.
 */
export const health = endpoint({
  method: 'GET',
  path: '/api/v1/health',
  access: 'public',
  summary: 'Liveness, database and Redis reachability, for load balancers and operators',
  tags: ['health'],
  response: dataEnvelope(
    z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.literal('ok'),
      redis: z.enum(['ok', 'down']).optional(),
    }),
  ),
});
