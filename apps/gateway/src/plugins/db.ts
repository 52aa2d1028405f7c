import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, configuration and logger for service functions. */
    ctx: AppContext;
  }
}

/** Makes the context available to routes and closes the database last, when the server has drained. */
export function registerDatabase(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.db.close();
  });
}
