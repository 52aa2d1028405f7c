import { api, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ApiError } from '../http/api-error.ts';
import type { SharedCounters } from './shared-counters.ts';

/**
 * For load balancers: answers 503 when the database does not, so traffic moves to a healthy replica.
 * Redis's state is told (`redis: 'down'`, status `degraded`) but does not fail the check: every replica
 * shares the one Redis, and each goes on serving with its limits in memory.
 */
export function registerHealth(app: FastifyInstance, sharedCounters?: SharedCounters): void {
  contractRoute(
    app,
    api.health.health,
    async () => {
      try {
        await app.ctx.db.query('SELECT 1');
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable');
        throw new ApiError(503, 'The database is unavailable.', errorCodes.unavailable);
      }
      if (!sharedCounters) return { data: { status: 'ok' as const, database: 'ok' as const } };
      const redis = await sharedCounters.check();
      return {
        data: {
          status: redis === 'ok' ? ('ok' as const) : ('degraded' as const),
          database: 'ok' as const,
          redis,
        },
      };
    },
    { rateLimit: false },
  );
}
