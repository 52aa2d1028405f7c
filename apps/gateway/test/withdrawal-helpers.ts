import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { RateAsset } from '@affiliate/contract';
import type { Queryable } from '../src/db/database.ts';
import { operatorHeaders, type SignedIn } from './helpers.ts';
import { mailsTo } from './two-factor-helpers.ts';

/** Addresses that pass their network's checksum (BIP-173, EIP-55 and TRON examples). */
export const ADDRESSES = {
  BITCOIN: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  USDTTRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  USDTERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  USDC: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
} as const;

export async function affiliateIdOf(app: FastifyInstance, session: SignedIn): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: session.headers })).json().data
    .id as number;
}

/** Gives an affiliate money the way the brand does by hand: an operator adjustment. */
export async function fund(
  app: FastifyInstance,
  affiliateId: number,
  amount: string,
  reason = 'Opening balance for the test',
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/adjustments',
    headers: operatorHeaders,
    payload: { member_id: affiliateId, amount, reason },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Records a rate as the operator would, observed `ageMs` ago on the app's clock. */
export async function setRate(
  app: FastifyInstance,
  asset: RateAsset,
  rate: string,
  ageMs = 0,
): Promise<void> {
  const observedAt = new Date(app.ctx.config.now().getTime() - ageMs);
  await app.ctx.db.query(
    `INSERT INTO exchange_rates (asset, quote, rate, source, observed_at) VALUES ($1, 'EUR', $2::numeric, 'test', $3)`,
    [asset, rate, observedAt],
  );
}

/** Asks for the emailed withdrawal code (two-factor off) and reads it from the outbox. */
export async function withdrawalCode(
  app: FastifyInstance,
  session: SignedIn,
  email: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/bo/2fa/requestcode',
    headers: session.headers,
    payload: { purpose: 'withdrawal' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const mail = (await mailsTo(app, email)).find((m) => m.text.includes('confirm your withdrawal request'));
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

export function withdraw(
  app: FastifyInstance,
  session: SignedIn,
  payload: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/bo/me/transactions/withdraw',
    headers: {
      ...session.headers,
      ...(idempotencyKey !== undefined && { 'idempotency-key': idempotencyKey }),
    },
    payload,
  });
}

export async function balanceOf(
  db: Queryable,
  affiliateId: number,
): Promise<{ available: string; held: string }> {
  const row = await db.maybeOne<{ available: string; held: string }>(
    'SELECT available::text, held::text FROM member_balances WHERE member_id = $1',
    [affiliateId],
  );
  return {
    available: new Decimal(row?.available ?? 0).toFixed(2),
    held: new Decimal(row?.held ?? 0).toFixed(2),
  };
}

/**
 * The ledger's invariants, read straight from the tables: every transaction's entries sum to zero, no
 * balance is negative, each affiliate's running totals equal the sums of its entries, and what is held
 * equals the amounts of its open (pending or approved) withdrawals.
 */
export async function expectLedgerInvariants(db: Queryable): Promise<void> {
  const unbalanced = await db.query(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  expect(unbalanced.rows).toEqual([]);
  const negative = await db.query('SELECT member_id FROM member_balances WHERE available < 0 OR held < 0');
  expect(negative.rows).toEqual([]);
  const drift = await db.query(
    `SELECT b.member_id, b.available::text, b.held::text, e.available::text AS entries_available, e.held::text AS entries_held, w.open::text AS open_withdrawals
     FROM member_balances b
     LEFT JOIN (SELECT member_id, sum(amount) FILTER (WHERE account = 'affiliate_available') AS available,
                       sum(amount) FILTER (WHERE account = 'affiliate_held') AS held
                FROM ledger_entries GROUP BY member_id) e ON e.member_id = b.member_id
     LEFT JOIN (SELECT member_id, sum(amount) AS open FROM withdrawals WHERE status IN ('pending', 'approved') GROUP BY member_id) w ON w.member_id = b.member_id
     WHERE b.available <> coalesce(e.available, 0) OR b.held <> coalesce(e.held, 0) OR b.held <> coalesce(w.open, 0)`,
  );
  expect(drift.rows).toEqual([]);
}
