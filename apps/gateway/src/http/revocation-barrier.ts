import type { AppContext } from '../app-context.ts';
import type { Queryable, Transaction } from '../db/database.ts';
import { AFFILIATE_ACCESS_CHANNEL } from '../caches/signed-in-cache.ts';

/**
 * A transaction that ends sign-ins (sign-out, password change or reset, suspension, ...) resolves only
 * once every gateway process listening for revocations has said it forgot the member's cached sign-ins
 * (plugins/db.ts acknowledges each notice of migration 004), at most ACK_WAIT_MS after its commit. So a
 * client that signs out on one replica and tries the token on another right after the answer is
 * refused there. Without it the two-gateway test saw the token served from the other replica's cache
 * (the notice still on its way); waiting only for this process's own notice was not enough either: each
 * replica hears it when it gets to it.
 */
const ACK_WAIT_MS = 1_000;

/** The gateway processes listening for revocations on this database now (this one included). */
async function listeningProcesses(tx: Queryable): Promise<number> {
  const { n } = await tx.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
    [`LISTEN "${AFFILIATE_ACCESS_CHANNEL}"`],
  );
  return n;
}

/**
 * Call in the transaction that ends a member's sign-ins: once it commits, this process forgets the
 * member's cached sign-ins and the transaction waits for every listening process's word before it
 * resolves (an after-commit hook's promise). The wait is counted and set up before the commit, so no
 * acknowledgement can come before it. Only on a server whose notices arrive here: the embedded
 * database has one process.
 */
export async function forgetSignInsOnCommit(
  ctx: AppContext,
  tx: Transaction,
  affiliateId: number,
): Promise<void> {
  const processes = ctx.db.kind === 'pg' && ctx.signedIn.isTrusted ? await listeningProcesses(tx) : 0;
  const acknowledged = processes > 0 ? ctx.signedIn.acksOf(affiliateId, processes, ACK_WAIT_MS) : undefined;
  tx.afterCommit(() => {
    ctx.signedIn.forgetAffiliate(affiliateId);
    return acknowledged;
  });
}
