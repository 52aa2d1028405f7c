import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { FORMULA_REASON, postKnownLedger } from './money-history-fixture.ts';

interface Row {
  id: string;
  type: string;
  status: string;
  created_at: string;
  amount: string;
  net_amount: string;
  fee: string;
  payment_option_type: string | null;
  payout_amount: string | null;
  unit: string | null;
  rate: string | null;
  payout_reference: string | null;
  description: string;
  period: string | null;
}

/** The transaction history against the known ledger: rows, filters, paging, detail, exports, and nobody else's rows. */
describe(`transaction history (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let known: Awaited<ReturnType<typeof postKnownLedger>>;

  beforeAll(async () => {
    app = await buildTestApp();
    known = await postKnownLedger(app);
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
  });
  afterAll(() => closeTestApp(app));

  const list = async (query = '', who: SignedIn = demo) => {
    const response = await app.inject({ url: `/api/v1/bo/me/transactions${query}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: Row[];
      meta: {
        total: number;
        current_page: number;
        last_page: number;
        from: number | null;
        to: number | null;
        next_page_url: string | null;
      };
    }>();
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  it('lists every withdrawal once and the commission, adjustment and fee postings, newest first', async () => {
    const { data, meta } = await list();
    const k = known;
    expect(ids(data)).toEqual([
      `w-${k.c.id}`,
      `l-${k.april}`,
      `l-${k.fee}`,
      `w-${k.b.id}`,
      `l-${k.goodwill}`,
      `w-${k.a.id}`,
      `l-${k.march}`,
    ]);
    expect(meta).toMatchObject({ total: 7, current_page: 1, last_page: 1, from: 1, to: 7 });
    expect(data.map((r) => [r.type, r.status, r.amount])).toEqual([
      ['withdrawal', 'pending', '-100.00'],
      ['commission', 'credited', '780.00'],
      ['fee', 'debited', '-10.00'],
      ['withdrawal', 'rejected', '-200.00'],
      ['adjustment', 'credited', '50.00'],
      ['withdrawal', 'paid', '-300.00'],
      ['commission', 'credited', '1290.00'],
    ]);
  });

  it('shows what a withdrawal sent: option, fee, rate, payout amount, reference and the masked destination', async () => {
    const { data } = await list();
    const paid = data.find((r) => r.id === `w-${known.a.id}`)!;
    expect(paid).toMatchObject({
      payment_option_type: 'NETELLER',
      fee: '0.00',
      payout_amount: '300.00',
      unit: 'EUR',
      rate: null,
      payout_reference: 'NT-7781',
      period: null,
    });
    expect(paid.description).toBe('Withdrawal to Neteller d•••@example.com');
    const crypto = data.find((r) => r.id === `w-${known.b.id}`)!;
    expect(crypto).toMatchObject({
      payment_option_type: 'USDTTRC20',
      fee: '1.50',
      rate: '0.92000000',
      payout_amount: '215.760869',
      unit: 'USDT',
    });
    expect(crypto.description).toBe('Withdrawal to USDT (TRC20) TQn9…bLSE');
    const commission = data.find((r) => r.id === `l-${known.march}`)!;
    expect(commission).toMatchObject({
      description: 'Commission for March 2026',
      period: '2026-03',
      payment_option_type: null,
      payout_reference: null,
    });
  });

  it('says a rejected or cancelled withdrawal took nothing in the end: its amount as requested, its net change 0.00', async () => {
    const { data } = await list('?per_page=100');
    const row = (id: string) => data.find((r) => r.id === id)!;
    // A paid, B rejected (its hold released), C pending (held): what each leaves taken from the balance.
    expect(row(`w-${known.a.id}`)).toMatchObject({
      status: 'paid',
      amount: '-300.00',
      net_amount: '-300.00',
    });
    expect(row(`w-${known.b.id}`)).toMatchObject({
      status: 'rejected',
      amount: '-200.00',
      net_amount: '0.00',
    });
    expect(row(`w-${known.c.id}`)).toMatchObject({
      status: 'pending',
      amount: '-100.00',
      net_amount: '-100.00',
    });
    expect(row(`l-${known.fee}`)).toMatchObject({ amount: '-10.00', net_amount: '-10.00' });
  });

  it('filters by type, status, payment option and an inclusive UTC date range', async () => {
    const k = known;
    expect(ids((await list('?type=withdrawal')).data)).toEqual([`w-${k.c.id}`, `w-${k.b.id}`, `w-${k.a.id}`]);
    expect(ids((await list('?status=paid')).data)).toEqual([`w-${k.a.id}`]);
    expect(ids((await list('?status=credited')).data)).toEqual([
      `l-${k.april}`,
      `l-${k.goodwill}`,
      `l-${k.march}`,
    ]);
    expect(ids((await list('?status=debited')).data)).toEqual([`l-${k.fee}`]);
    expect(ids((await list('?type=commission&status=credited')).data)).toEqual([
      `l-${k.april}`,
      `l-${k.march}`,
    ]);
    expect(ids((await list('?type=adjustment&status=pending')).data)).toEqual([]);
    expect(ids((await list('?payment_option_type=SKRILL')).data)).toEqual([`w-${k.c.id}`]);
    expect(ids((await list('?from=2026-04-15&to=2026-04-20')).data)).toEqual([
      `w-${k.b.id}`,
      `l-${k.goodwill}`,
    ]);
    const edge = await list('?from=2026-04-21&to=2026-05-02');
    expect(ids(edge.data)).toEqual([`l-${k.april}`, `l-${k.fee}`]);
    expect(edge.meta.total).toBe(2);
    expect((await list('?from=2026-06-01')).meta.total).toBe(0);
  });

  it('pages on the server with the specification meta, the filter kept in the page links', async () => {
    const k = known;
    const second = await list('?per_page=3&page=2');
    expect(ids(second.data)).toEqual([`w-${k.b.id}`, `l-${k.goodwill}`, `w-${k.a.id}`]);
    expect(second.meta).toMatchObject({ total: 7, current_page: 2, last_page: 3, from: 4, to: 6 });
    expect(second.meta.next_page_url).toBe(
      'http://localhost:3000/api/v1/bo/me/transactions?per_page=3&page=3',
    );
    expect(ids((await list('?per_page=3&page=3')).data)).toEqual([`l-${k.march}`]);
    const beyond = await list('?per_page=3&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 7, from: null, to: null });
    const filtered = await list('?type=withdrawal&per_page=2&page=2');
    expect(ids(filtered.data)).toEqual([`w-${k.a.id}`]);
    expect(filtered.meta.total).toBe(3);
  });

  it('refuses a start after the end and a date that does not exist, with field errors (422)', async () => {
    const reversed = await app.inject({
      url: '/api/v1/bo/me/transactions?from=2026-05-01&to=2026-04-01',
      headers: demo.headers,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toBeDefined();
    const impossible = await app.inject({
      url: '/api/v1/bo/me/transactions?from=2026-02-30',
      headers: demo.headers,
    });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors.from).toEqual(['Choose a date that exists.']);
    const badStatus = await app.inject({
      url: '/api/v1/bo/me/transactions?status=lost',
      headers: demo.headers,
    });
    expect(badStatus.statusCode).toBe(422);
  });

  it("opens a withdrawal's timeline: who did each step as 'you' or 'operator', never the operator's name", async () => {
    const response = await app.inject({
      url: `/api/v1/bo/me/transactions/w-${known.a.id}`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.timeline).toEqual([
      { status: 'requested', at: '2026-04-10T09:00:00.000Z', actor: 'you', note: null },
      { status: 'approved', at: '2026-04-11T09:00:00.000Z', actor: 'operator', note: null },
      { status: 'paid', at: '2026-04-12T09:00:00.000Z', actor: 'operator', note: 'NT-7781' },
    ]);
    expect(data).toMatchObject({
      destination: 'd•••@example.com',
      payout_reference: 'NT-7781',
      status: 'paid',
    });
    expect(response.body).not.toContain('alice');

    const rejected = (
      await app.inject({ url: `/api/v1/bo/me/transactions/w-${known.b.id}`, headers: demo.headers })
    ).json().data;
    expect(rejected.reject_reason).toBe('The wallet does not belong to the account holder.');
    expect(rejected.timeline.map((e: { status: string }) => e.status)).toEqual(['requested', 'rejected']);

    const adjustment = (
      await app.inject({ url: `/api/v1/bo/me/transactions/l-${known.goodwill}`, headers: demo.headers })
    ).json().data;
    expect(adjustment).toMatchObject({ type: 'adjustment', amount: '50.00', destination: null });
    expect(adjustment.timeline).toEqual([
      {
        status: 'credited',
        at: '2026-04-15T12:00:00.000Z',
        actor: 'operator',
        note: 'Goodwill credit for the tracking outage',
      },
    ]);
  });

  it("never shows another affiliate's rows: its list holds only its own, and a demo id is a 404 for it", async () => {
    const theirs = await list('', rival);
    expect(ids(theirs.data)).toEqual([`w-${known.rivalW.id}`, expect.stringMatching(/^l-\d+$/)]);
    expect(theirs.data[1]).toMatchObject({ type: 'commission', amount: '189.00' });
    for (const id of [`w-${known.a.id}`, `l-${known.goodwill}`, `l-${known.march}`]) {
      const response = await app.inject({ url: `/api/v1/bo/me/transactions/${id}`, headers: rival.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'There is no such transaction.' });
    }
    // A hold is a ledger transaction, but not a history row: not reachable as l-<id>.
    const hold = await app.ctx.db.one<{ id: string }>(
      `SELECT id::text FROM ledger_transactions WHERE kind = 'withdrawal_hold' AND withdrawal_id = $1`,
      [known.a.id],
    );
    expect(
      (await app.inject({ url: `/api/v1/bo/me/transactions/l-${hold.id}`, headers: demo.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/bo/me/transactions/x-1', headers: demo.headers })).statusCode,
    ).toBe(422);
  });

  it('exports the filtered rows as formula-safe CSV and as JSON equal to the list', async () => {
    const csv = await app.inject({
      url: '/api/v1/bo/me/transactions/export?format=csv',
      headers: demo.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,type,status,amount,net_amount,currency,fee,payment_option_type,payout_amount,unit,rate,payout_reference,description,period',
    );
    expect(lines).toHaveLength(8);
    const feeLine = lines.find((l) => l.startsWith(`l-${known.fee},`))!;
    // The operator's reason starts with '=': written as text, quoted, never as a formula.
    expect(feeLine).toContain(`"'${FORMULA_REASON.replace(/"/g, '""')}"`);
    expect(feeLine).toContain(',-10.00,-10.00,');
    expect(lines.find((l) => l.startsWith(`w-${known.b.id},`))).toContain(',rejected,-200.00,0.00,EUR,');
    // Dates as the portal shows them (MM/DD/YYYY, UTC); the JSON below keeps ISO.
    expect(feeLine.startsWith(`l-${known.fee},04/25/2026,fee,`), feeLine).toBe(true);

    const json = await app.inject({
      url: '/api/v1/bo/me/transactions/export?format=json&type=withdrawal',
      headers: demo.headers,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(
      (await list('?type=withdrawal')).data.map((r) => ({ ...r, currency: 'EUR' })),
    );
    const none = await app.inject({
      url: '/api/v1/bo/me/transactions/export?format=json&from=2030-01-01',
      headers: demo.headers,
    });
    expect(none.json()).toEqual([]);
  });
});
