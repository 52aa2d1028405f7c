import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';

/** For load balancers: 200 while the gateway and its database answer, 503 otherwise. */
export const health = endpoint({
  method: 'GET',
  path: '/api/v1/health',
  access: 'public',
  summary: 'Liveness and database reachability, for load balancers',
  tags: ['health'],
  response: dataEnvelope(z.object({ status: z.literal('ok'), database: z.literal('ok') })),
});
