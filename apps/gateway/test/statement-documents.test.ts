import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { adjust } from './money-history-helpers.ts';
import { postKnownLedger } from './money-history-fixture.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * The statement PDF of a closed month is rendered once and kept; a late entry in the month renders it
 * anew; the current month renders (in the worker pool) on every download.
 */
describe(`statement PDFs kept and rendered (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let known: Awaited<ReturnType<typeof postKnownLedger>>;

  beforeAll(async () => {
    app = await buildTestApp();
    known = await postKnownLedger(app);
  });
  afterAll(() => closeTestApp(app));

  const download = async (month: string, who: SignedIn) => {
    const response = await app.inject({
      url: `/api/v1/bo/me/statement/download?month=${month}&format=pdf`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return response.rawPayload;
  };

  it('serves a closed month’s second download from the kept document: the same bytes, issued on the first day', async () => {
    const first = await download('2026-04', await signIn(app, DEMO.username, DEMO.password));
    // Rendered again, the document would say it was issued three days later (and carry a new creation time).
    advanceClock(app, 3 * DAY_MS);
    const second = await download('2026-04', await signIn(app, DEMO.username, DEMO.password));
    expect(Buffer.compare(second, first)).toBe(0);
    expect(await pdfText(second)).toContain('Demo Partner');
  });

  it('renders the month anew when a late entry lands in it, and keeps that one', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const before = await download('2026-04', demo);
    expect(await pdfText(before)).not.toContain('Late fix');
    await adjust(app, known.demo, 'adjustment', '12.34', 'Late fix', new Date('2026-04-29T15:00:00Z'));
    const after = await download('2026-04', demo);
    const text = await pdfText(after);
    expect(text).toContain('Late fix');
    expect(text).toContain('€12.34');
    // The JSON statement and the new document agree on the closing balance.
    const statement = (
      await app.inject({ url: '/api/v1/bo/me/statement?month=2026-04', headers: demo.headers })
    ).json<{ data: { closing_balance: string } }>().data;
    expect(statement.closing_balance).toBe('1042.34');
    expect(text).toContain('€1,042.34');
    advanceClock(app, DAY_MS);
    expect(
      Buffer.compare(await download('2026-04', await signIn(app, DEMO.username, DEMO.password)), after),
    ).toBe(0);
  });

  it('keeps each affiliate’s own: the rival’s April is the rival’s, after the demo’s was kept', async () => {
    await download('2026-04', await signIn(app, DEMO.username, DEMO.password));
    const rival = await pdfText(await download('2026-04', await signIn(app, RIVAL.username, RIVAL.password)));
    expect(rival).toContain('Username: rival');
    expect(rival).toContain('rival@example.com');
    expect(rival).not.toContain('Demo Partner');
    expect(rival).not.toContain('Late fix');
  });

  it('renders the current month on every download, in the worker pool, with its lines', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const month = app.ctx.config.now().toISOString().slice(0, 7);
    await adjust(app, known.demo, 'adjustment', '5.00', 'Goodwill', app.ctx.config.now());
    const first = await pdfText(await download(month, demo));
    expect(first).toContain('Goodwill');
    expect(first).toContain('Statement of account');
    expect(first).toMatch(/Page 1 of \d+/);
    await adjust(app, known.demo, 'fee', '-1.50', 'Late fee', app.ctx.config.now());
    const second = await pdfText(await download(month, demo));
    expect(second).toContain('Goodwill');
    expect(second).toContain('Late fee');
    expect(second).toContain('-€1.50');
  });
});
