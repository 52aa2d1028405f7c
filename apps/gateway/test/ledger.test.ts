import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { INSUFFICIENT_FUNDS, postLedgerTransaction, readBalance } from '../src/modules/ledger/service.ts';
import { ApiError } from '../src/http/api-error.ts';
import { freshDatabase } from './helpers.ts';

/**
 * The ledger's own guarantees, on the driver the suite runs on: postings balance, the affiliate's
 * running totals follow them, an overdraft is refused, and the database itself refuses an unbalanced
 * transaction and any change to a posted one.
 */
describe(`ledger (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  let affiliateId: number;
  const at = new Date('2026-11-02T10:00:00Z');

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    db = await openDatabase(fresh.database);
    await migrate(db);
    affiliateId = (
      await db.one<{ id: number }>(
        `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency)
         VALUES ('ledger-test', 'ledger@example.com', 'x', 'L', 'T', 'DE', 'EUR') RETURNING id`,
      )
    ).id;
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const post = (
    kind: 'commission' | 'withdrawal_hold' | 'adjustment',
    entries: {
      account: Parameters<typeof postLedgerTransaction>[2]['entries'][number]['account'];
      amount: string;
    }[],
  ) =>
    db.transaction(async (tx) => {
      const affiliate = await lockExistingAffiliate(tx, affiliateId);
      return postLedgerTransaction(tx, affiliate, {
        kind,
        entries,
        description: kind,
        createdBy: 'system',
        at,
      });
    });

  it('credits a commission, holds a withdrawal and keeps balance_after exact', async () => {
    const credited = await post('commission', [
      { account: 'brand_commission', amount: '-1500.00' },
      { account: 'affiliate_available', amount: '1500.00' },
    ]);
    expect(credited).toMatchObject({ balanceAfter: '1500.00', availableAfter: '1500.00', heldAfter: '0.00' });
    const held = await post('withdrawal_hold', [
      { account: 'affiliate_available', amount: '-200.50' },
      { account: 'affiliate_held', amount: '200.50' },
    ]);
    expect(held).toMatchObject({ balanceAfter: '1500.00', availableAfter: '1299.50', heldAfter: '200.50' });
    expect(await readBalance(db, affiliateId)).toEqual({
      currency: 'EUR',
      balance: '1500.00',
      available: '1299.50',
      held: '200.50',
    });
    const sums = await db.query<{ account: string; total: string }>(
      `SELECT account, sum(amount)::text AS total FROM ledger_entries WHERE member_id = $1 GROUP BY account ORDER BY account`,
      [affiliateId],
    );
    expect(sums.rows).toEqual([
      { account: 'affiliate_available', total: '1299.50' },
      { account: 'affiliate_held', total: '200.50' },
      { account: 'brand_commission', total: '-1500.00' },
    ]);
  });

  it('refuses an overdraft with a 422 on amount and writes nothing', async () => {
    const before = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions');
    const attempt = post('adjustment', [
      { account: 'affiliate_available', amount: '-5000.00' },
      { account: 'brand_adjustments', amount: '5000.00' },
    ]);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount: [INSUFFICIENT_FUNDS] },
    });
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions')).n).toBe(
      before.n,
    );
    expect((await readBalance(db, affiliateId))?.available).toBe('1299.50');
  });

  it('refuses entries that do not sum to zero, in the code and in the database', async () => {
    await expect(post('adjustment', [{ account: 'affiliate_available', amount: '10.00' }])).rejects.toThrow(
      /does not balance/,
    );
    const raw = db.transaction(async (tx) => {
      const t = await tx.one<{ id: number }>(
        `INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, created_by, created_at, available_change, held_change)
         VALUES ($1, 'adjustment', 'EUR', 0, 0, 'bad', 'test', now(), 10, 0) RETURNING id::int`,
        [affiliateId],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, member_id, account, amount) VALUES ($1, $2, 'affiliate_available', 10)`,
        [t.id, affiliateId],
      );
    });
    await expect(raw).rejects.toThrow(/does not balance/);
  });

  it("refuses at commit a posting whose own figures are not its entries' (what the statement lists)", async () => {
    const raw = db.transaction(async (tx) => {
      const t = await tx.one<{ id: number }>(
        `INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, created_by, created_at, available_change, held_change)
         VALUES ($1, 'adjustment', 'EUR', 0, 0, 'says 20', 'test', now(), 20, 0) RETURNING id::int`,
        [affiliateId],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, member_id, account, amount) VALUES ($1, $2, 'affiliate_available', 10), ($1, $2, 'brand_adjustments', -10)`,
        [t.id, affiliateId],
      );
    });
    await expect(raw).rejects.toThrow(
      /says available 20(\.00)? and held 0(\.00)?, its entries 10(\.00)? and 0(\.00)?/,
    );
  });

  it('refuses to change or delete a posted entry', async () => {
    await expect(db.query('UPDATE ledger_entries SET amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
  });
});
