import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { MEMBER_ACCESS_CHANNEL } from '../caches/signed-in-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, configuration and logger for service functions. */
    ctx: AppContext;
  }
}

/**
 * Makes the context available to routes, keeps the sign-in cache in step with revocations made by any
 * process (migration 004), and closes the database last, when the server has drained.
 */
export async function registerDatabase(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorate('ctx', ctx);
  const stopListening = await ctx.db.listen(
    MEMBER_ACCESS_CHANNEL,
    (payload) => ctx.signedIn.forgetMember(Number(payload)),
    (arriving) => {
      if (arriving === ctx.signedIn.isTrusted) return;
      ctx.signedIn.setTrusted(arriving);
      if (ctx.db.kind === 'pg') app.log[arriving ? 'info' : 'warn']({ channel: MEMBER_ACCESS_CHANNEL }, arriving ? 'revocation notices arriving: sign-in cache on' : 'revocation notices lost: sign-in cache off until they are back');
    },
  );
  app.addHook('onClose', async () => {
    await stopListening();
    await ctx.db.close();
  });
}
