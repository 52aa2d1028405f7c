import type { FastifyInstance } from 'fastify';
import { postLedgerTransaction } from '../src/modules/ledger/service.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';

/** Credits an affiliate's available balance as a closed commission period would (a balanced ledger posting). */
export async function creditCommission(
  app: FastifyInstance,
  username: string,
  amount: string,
): Promise<void> {
  const affiliate = await app.ctx.db.one<{ id: number }>('SELECT id FROM members WHERE username = $1', [
    username,
  ]);
  await app.ctx.db.transaction(async (tx) => {
    await postLedgerTransaction(tx, await lockExistingAffiliate(tx, affiliate.id), {
      kind: 'commission',
      entries: [
        { account: 'brand_commission', amount: `-${amount}` },
        { account: 'affiliate_available', amount },
      ],
      description: 'Commission (test)',
      createdBy: 'system',
      at: app.ctx.config.now(),
    });
  });
}

export async function affiliateIdOf(app: FastifyInstance, username: string): Promise<number> {
  return (await app.ctx.db.one<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).id;
}
