import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCommission } from '../src/modules/figures/calculate.ts';
import { closeNextBatch, type AnnounceCommission } from '../src/modules/commission/close-period.ts';
import { closePeriod } from '../src/modules/commission/service.ts';
import { postLedgerTransaction } from '../src/modules/ledger/service.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { notifyAffiliatesEvent } from '../src/modules/notifications/member-event.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * A month close is set-based: each batch of affiliates is recorded, credited and announced in a few
 * statements. Here January 2026 closes two affiliates a batch over eight affiliates (one without
 * figures), a batch crashes after its writes and rolls back, and two closers then race to finish it:
 * each affiliate is credited once, on top of what it already had, with the ledger's invariants intact.
 */
describe(`a month close over several batches (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  const now = new Date('2026-02-03T00:00:00Z');
  const start = '2026-01-01';
  const ids: Record<string, number> = {};
  // Win/loss and bonuses of January per affiliate (the default plan: 30 % revenue share, 10 % admin fee).
  const figures: Record<string, { currency: string; winloss: string; bonuses: string } | null> = {
    ada: { currency: 'EUR', winloss: '1000.00', bonuses: '0.00' },
    ben: { currency: 'EUR', winloss: '-300.00', bonuses: '0.00' },
    cai: { currency: 'GBP', winloss: '200.00', bonuses: '0.00' },
    dee: null,
    eve: { currency: 'EUR', winloss: '512.35', bonuses: '12.10' },
    fay: { currency: 'EUR', winloss: '50.00', bonuses: '60.00' },
    gus: { currency: 'EUR', winloss: '80.01', bonuses: '0.00' },
    hal: { currency: 'EUR', winloss: '3000.00', bonuses: '100.00' },
  };
  const expected = (name: string) =>
    calculateCommission(
      { revenue_share: '0.30', admin_fee_rate: '0.10', cpa_amount: '0', negative_carry_over: true },
      {
        winloss: figures[name]!.winloss,
        bonuses: figures[name]!.bonuses,
        cpa_count: 0,
        carry_in: '0',
        late: [],
      },
    );
  const announce: AnnounceCommission = (tx, notices) =>
    notifyAffiliatesEvent(app.ctx, tx, 'commission', notices, 'Goldline Partners');
  const batch = (tx: Parameters<typeof closeNextBatch>[0]) =>
    closeNextBatch(tx, { start, now, closedBy: 'operator:test', announce, batchSize: 2 });
  const finish = async () => {
    for (;;) if ((await app.ctx.db.transaction(batch)).done) return;
  };
  const count = async (sql: string, params: unknown[] = []) =>
    (await app.ctx.db.one<{ n: number }>(sql, params)).n;

  beforeAll(async () => {
    app = await buildTestApp({ now: () => now, seedDemoData: false });
    for (const [name, f] of Object.entries(figures)) {
      // Cai switched commission emails off.
      const preferences = name === 'cai' ? { emailEvents: { commission: false } } : {};
      ids[name] = (
        await app.ctx.db.one<{ id: number }>(
          `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency, preferences)
           VALUES ($1, $1 || '@example.com', 'x', 'Close', 'Batch', 'DE', $2, $3::jsonb) RETURNING id`,
          [name, f?.currency ?? 'EUR', JSON.stringify(preferences)],
        )
      ).id;
      if (f) {
        await app.ctx.db.query(
          `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
           VALUES ($1, $2::date, 'all', 1, 0, 0, 100, 1000, $3::numeric, $4::numeric)`,
          [ids[name], start, f.winloss, f.bonuses],
        );
      }
    }
    // Ada already has 50.00 from an adjustment: her commission lands on top of it.
    await app.ctx.db.transaction(async (tx) => {
      const ada = await lockExistingAffiliate(tx, ids.ada!);
      await postLedgerTransaction(tx, ada, {
        kind: 'adjustment',
        entries: [
          { account: 'brand_adjustments', amount: '-50.00' },
          { account: 'affiliate_available', amount: '50.00' },
        ],
        description: 'Welcome bonus',
        createdBy: 'operator:test',
        at: new Date('2026-01-15T10:00:00Z'),
      });
    });
  });
  afterAll(async () => closeTestApp(app));

  it('resumes after a batch that crashed mid-way and, raced by a second closer, credits each affiliate once', async () => {
    expect(await app.ctx.db.transaction(batch)).toEqual({ done: false, closedNow: false });
    const afterFirst = await count('SELECT count(*)::int AS n FROM commissions');
    expect(afterFirst).toBe(2);
    // The second batch writes everything, then its process dies before the commit: nothing of it stays.
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await batch(tx);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await count('SELECT count(*)::int AS n FROM commissions')).toBe(afterFirst);

    await Promise.all([finish(), finish()]);
    expect(
      await app.ctx.db.one(
        'SELECT closed_at IS NOT NULL AS closed FROM commission_periods WHERE period = $1::date',
        [start],
      ),
    ).toEqual({ closed: true });

    const rows = await app.ctx.db.query<{
      member_id: number;
      amount: string;
      carry_out: string;
      currency: string;
      ledger_transaction_id: number | null;
      id: number;
    }>(
      'SELECT member_id, amount::text, carry_out::text, trim(currency) AS currency, ledger_transaction_id::int, id::int FROM commissions WHERE period = $1::date ORDER BY member_id',
      [start],
    );
    const named = Object.entries(figures)
      .filter(([, f]) => f)
      .map(([name]) => name);
    expect(rows.rows.map((r) => r.member_id)).toEqual(named.map((name) => ids[name]));
    for (const name of named) {
      const row = rows.rows.find((r) => r.member_id === ids[name])!;
      expect(row, name).toMatchObject({
        amount: expected(name).amount,
        carry_out: expected(name).carry_out,
        currency: figures[name]!.currency,
      });
    }

    // One posting per credited affiliate, naming its commission and named by it; balance_after on top of what was there.
    const postings = await app.ctx.db.query<{
      id: number;
      member_id: number;
      commission_id: number;
      balance_after: string;
      held_after: string;
      credited: string;
    }>(
      `SELECT t.id::int, t.member_id, t.commission_id::int, t.balance_after::text, t.held_after::text,
              (SELECT sum(amount)::text FROM ledger_entries e WHERE e.transaction_id = t.id AND e.account = 'affiliate_available') AS credited
       FROM ledger_transactions t WHERE t.kind = 'commission' AND t.description = 'Commission for January 2026' ORDER BY t.member_id`,
    );
    const credited = rows.rows.filter((r) => r.amount !== '0.00');
    expect(credited.map((r) => r.member_id)).toEqual(
      ['ada', 'cai', 'eve', 'gus', 'hal'].map((name) => ids[name]),
    );
    expect(postings.rows).toEqual(
      credited.map((r) => ({
        id: r.ledger_transaction_id,
        member_id: r.member_id,
        commission_id: r.id,
        balance_after: r.member_id === ids.ada ? '320.00' : r.amount,
        held_after: '0.00',
        credited: r.amount,
      })),
    );
    expect(rows.rows.filter((r) => r.amount === '0.00').map((r) => r.ledger_transaction_id)).toEqual([
      null,
      null,
    ]);

    // The ledger's invariants: every transaction balances, every balance is the sum of its entries.
    expect(
      await count(
        'SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) u',
      ),
    ).toBe(0);
    const balances = await app.ctx.db.query<{ member_id: number; available: string; entries: string }>(
      `SELECT b.member_id, b.available::text,
              (SELECT sum(amount)::text FROM ledger_entries e WHERE e.member_id = b.member_id AND e.account = 'affiliate_available') AS entries
       FROM member_balances b ORDER BY b.member_id`,
    );
    expect(balances.rows.every((b) => b.available === b.entries)).toBe(true);
    expect(balances.rows.find((b) => b.member_id === ids.ada)?.available).toBe('320.00');

    // Told once each: a notification for every commission, an email unless switched off.
    const notices = await app.ctx.db.query<{ member_id: number; n: number }>(
      "SELECT member_id, count(*)::int AS n FROM notifications WHERE kind = 'commission' AND title = 'Commission for January 2026' GROUP BY member_id ORDER BY member_id",
    );
    expect(notices.rows).toEqual(named.map((name) => ({ member_id: ids[name], n: 1 })));
    const mails = await app.ctx.db.query<{ recipient: string }>(
      "SELECT recipient FROM mail_outbox WHERE subject = 'Goldline Partners: Commission for January 2026' ORDER BY recipient",
    );
    expect(mails.rows.map((m) => m.recipient)).toEqual(
      named.filter((name) => name !== 'cai').map((name) => `${name}@example.com`),
    );

    // The month's rollup adds up every batch once.
    const totals = await app.ctx.db.query(
      'SELECT trim(currency) AS currency, affiliates, credited, amount::text FROM commission_period_totals WHERE period = $1::date ORDER BY currency',
      [start],
    );
    const eurAmount = named
      .filter((name) => figures[name]!.currency === 'EUR')
      .reduce((sum, name) => sum + Number(expected(name).amount), 0);
    expect(totals.rows).toEqual([
      { currency: 'EUR', affiliates: 6, credited: 4, amount: eurAmount.toFixed(2) },
      { currency: 'GBP', affiliates: 1, credited: 1, amount: expected('cai').amount },
    ]);
  });

  it('changes nothing when the closed month is closed again', async () => {
    const written =
      'SELECT ((SELECT count(*) FROM ledger_transactions) + (SELECT count(*) FROM notifications) + (SELECT count(*) FROM mail_outbox))::int AS n';
    const before = await count(written);
    const again = await closePeriod(app.ctx, '2026-01', 'operator:test');
    expect(again).toMatchObject({ closed_now: false, affiliates: 7 });
    expect(await count(written)).toBe(before);
  });
});
