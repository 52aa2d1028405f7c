import type { AppContext } from '../../app-context.ts';
import { INTERRUPTED_AFTER_MS, markInterrupted } from './upload-log.ts';

/**
 * As the gateway starts: the uploads a stopped gateway (crashed, killed) left `running` are marked
 * `failed`, saying they were interrupted and are to be sent again, so none shows as being read forever.
 * The embedded database is one process's, so every upload still `running` there is a stopped one's; on
 * PostgreSQL another gateway may be storing a file now, so only those running longer than a file takes
 * (the rest are marked when a file of their feed is next sent: loader.ts).
 */
export async function failInterruptedUploads(ctx: AppContext): Promise<void> {
  const now = ctx.config.now();
  const startedBefore = ctx.db.kind === 'pg' ? new Date(now.getTime() - INTERRUPTED_AFTER_MS) : now;
  const interrupted = await markInterrupted(ctx.db, { startedBefore }, now);
  if (interrupted.length > 0)
    ctx.log.warn({ interrupted }, 'feed uploads left running by a stopped gateway: failed');
}
