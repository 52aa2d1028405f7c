import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { FIGURES_CHANNEL } from '../caches/figures-cache.ts';
import { AFFILIATE_ACCESS_CHANNEL, AFFILIATE_ACCESS_HEARD_CHANNEL } from '../caches/signed-in-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, configuration and logger for service functions. */
    ctx: AppContext;
  }
}

/**
 * Makes the context available to routes, keeps the sign-in cache in step with revocations made by any
 * process (migration 004) and acknowledges each one (on a server, where other processes may wait for
 * it), keeps the figures cache in step with changes of the figures (migration 045), and closes the
 * database last, when the server has drained.
 */
export async function registerDatabase(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.decorate('ctx', ctx);
  const stopListening = await ctx.db.listen(
    AFFILIATE_ACCESS_CHANNEL,
    (payload) => {
      const affiliateId = Number(payload);
      ctx.signedIn.forgetAffiliate(affiliateId);
      // Forgotten: say so to the process that ended the sign-ins, which waits for every replica's word.
      if (ctx.db.kind === 'pg') {
        ctx.db
          .query('SELECT pg_notify($1, $2)', [AFFILIATE_ACCESS_HEARD_CHANNEL, String(affiliateId)])
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'could not acknowledge a revocation notice'),
          );
      }
    },
    trustWhileHeard(app, ctx, ctx.signedIn, AFFILIATE_ACCESS_CHANNEL, 'revocation notices', 'sign-in cache'),
  );
  const stopHearing =
    ctx.db.kind === 'pg'
      ? await ctx.db.listen(
          AFFILIATE_ACCESS_HEARD_CHANNEL,
          (payload) => ctx.signedIn.acked(Number(payload)),
          () => undefined,
        )
      : async () => undefined;
  const stopFigures = await ctx.db.listen(
    FIGURES_CHANNEL,
    (payload) => {
      ctx.figures.heard(payload);
      ctx.feedFreshness.heard(payload);
    },
    trustWhileHeard(app, ctx, ctx.figures, FIGURES_CHANNEL, 'figure notices', 'figures cache'),
  );
  app.addHook('onClose', async () => {
    await stopFigures();
    await stopHearing();
    await stopListening();
    await ctx.db.close();
  });
}

/** A cache trusted only while its channel's notices arrive (`listen`'s onDelivery), saying so when that changes. */
function trustWhileHeard(
  app: FastifyInstance,
  ctx: AppContext,
  cache: { readonly isTrusted: boolean; setTrusted(trusted: boolean): void },
  channel: string,
  notices: string,
  name: string,
): (arriving: boolean) => void {
  return (arriving) => {
    if (arriving === cache.isTrusted) return;
    cache.setTrusted(arriving);
    if (ctx.db.kind === 'pg')
      app.log[arriving ? 'info' : 'warn'](
        { channel },
        arriving ? `${notices} arriving: ${name} on` : `${notices} lost: ${name} off until they are back`,
      );
  };
}
