import { api, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { ApiError } from '../http/api-error.ts';

/** For load balancers: answers 503 when the database does not, so traffic moves to a healthy replica. */
export function registerHealth(app: FastifyInstance): void {
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
      return { data: { status: 'ok' as const, database: 'ok' as const } };
    },
    { rateLimit: false },
  );
}
