import type { AppContext } from '../../app-context.ts';
import type { FeedFileLoader } from './file-loader.ts';
import { PULL_LEASE_MS, pullSource } from './pull.ts';
import { claimDueSource } from './repository.ts';

/** How often a gateway looks for due sources (app-modules.ts); a pass pulls every source due then. */
export const FEED_PULL_INTERVAL_MS = 15_000;
/** Sources one pass pulls at most, so stopping the gateway never waits on a long queue. */
const MOST_PER_PASS = 20;

/** The uploaded_by of a pull the schedule made (an operator's "Pull now" names the operator). */
export const SCHEDULED_PULL = 'scheduled pull';

/**
 * One pass of the schedule: claims the next due source (row lock, SKIP LOCKED and a lease, so every
 * gateway may run passes and none pulls a source another holds), pulls it, and goes on while sources are
 * due. Answers how many it pulled.
 */
export async function pullDueSources(ctx: AppContext, load: FeedFileLoader): Promise<number> {
  let pulled = 0;
  while (pulled < MOST_PER_PASS) {
    const now = ctx.config.now();
    const source = await claimDueSource(ctx.db, now, new Date(now.getTime() + PULL_LEASE_MS));
    if (!source) break;
    await pullSource(ctx, source, load, SCHEDULED_PULL);
    pulled++;
  }
  return pulled;
}
