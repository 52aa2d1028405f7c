import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { adjust } from './money-history-helpers.ts';
import { postKnownLedger } from './money-history-fixture.ts';
import { displayDayIn } from '../src/calendar/display-dates-in.ts';
import { StatementDocuments } from '../src/modules/statements/statement-documents.ts';
import { statementPdf } from '../src/modules/statements/statement-pdf.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

/**
 * The statement PDF of a month is rendered once per change of what it shows and kept: a late entry in a
 * closed month renders it anew, a posting in the running month or the next day (its period ends today)
 * too; downloads asked together share one render.
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

  it('keeps the current month’s PDF while its figures stand, and renders it anew when a posting lands', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const month = app.ctx.config.now().toISOString().slice(0, 7);
    await adjust(app, known.demo, 'adjustment', '5.00', 'Goodwill', app.ctx.config.now());
    const first = await download(month, demo);
    const firstText = await pdfText(first);
    expect(firstText).toContain('Goodwill');
    expect(firstText).toContain('Statement of account');
    expect(firstText).toMatch(/Page 1 of \d+/);
    // Nothing changed: the same bytes (a render would carry a new creation time).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(Buffer.compare(await download(month, demo), first)).toBe(0);

    await adjust(app, known.demo, 'fee', '-1.50', 'Late fee', app.ctx.config.now());
    const statement = (
      await app.inject({ url: `/api/v1/bo/me/statement?month=${month}`, headers: demo.headers })
    ).json<{ data: { closing_balance: string } }>().data;
    const second = await download(month, demo);
    const text = await pdfText(second);
    expect(text).toContain('Goodwill');
    expect(text).toContain('Late fee');
    expect(text).toContain('-€1.50');
    // The figures the JSON statement answers at the same moment, not the kept document's.
    expect(text).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
        Number(statement.closing_balance),
      ),
    );
    expect(Buffer.compare(await download(month, demo), second)).toBe(0);
  });

  it('prints the running month to the day it is downloaded: a kept one from yesterday is rendered again', async () => {
    const now = app.ctx.config.now();
    const month = now.toISOString().slice(0, 7);
    const kept = await download(month, await signIn(app, DEMO.username, DEMO.password));
    expect(await pdfText(kept)).toContain(`– ${displayDayIn('en', now)}`);
    // Another day of the same month: forward, unless today is late in the month.
    const step = now.getUTCDate() < 28 ? DAY_MS : -DAY_MS;
    advanceClock(app, step);
    const other = await download(month, await signIn(app, DEMO.username, DEMO.password));
    const text = await pdfText(other);
    expect(text).toContain(`– ${displayDayIn('en', new Date(now.getTime() + step))}`);
    expect(text).not.toContain(`– ${displayDayIn('en', now)}`);
    advanceClock(app, -step);
  });

  it('renders an unchanged month once for downloads asked at the same time', async () => {
    const month = app.ctx.config.now().toISOString().slice(0, 7);
    await adjust(app, known.rival, 'adjustment', '7.00', 'Concurrent goodwill', app.ctx.config.now());
    let renders = 0;
    const documents = new StatementDocuments(app.ctx, {
      async render(statement, brand, language) {
        renders++;
        // Long enough for the other download to read the month and find this render under way.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const chunks: Buffer[] = [];
        for await (const chunk of statementPdf(statement, brand, language)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    });
    const [a, b] = await Promise.all([
      documents.pdfOf(known.rival, month),
      documents.pdfOf(known.rival, month),
    ]);
    expect(renders).toBe(1);
    expect(Buffer.compare(a, b)).toBe(0);
    expect(await pdfText(a)).toContain('Concurrent goodwill');
    // Kept: a later download reads it back without rendering.
    expect(Buffer.compare(await documents.pdfOf(known.rival, month), a)).toBe(0);
    expect(renders).toBe(1);
  });

  it('answers a document another gateway rendered after a change, not the one this gateway still holds', async () => {
    const month = app.ctx.config.now().toISOString().slice(0, 7);
    const renders: string[] = [];
    const gateway = (name: string) =>
      new StatementDocuments(app.ctx, {
        async render(statement, brand, language) {
          renders.push(name);
          const chunks: Buffer[] = [];
          for await (const chunk of statementPdf(statement, brand, language)) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        },
      });
    const [one, two] = [gateway('one'), gateway('two')];
    await adjust(app, known.rival, 'adjustment', '3.00', 'Before the change', app.ctx.config.now());
    const held = await one.pdfOf(known.rival, month);
    await adjust(app, known.rival, 'fee', '-2.25', 'After the change', app.ctx.config.now());
    const renderedByTwo = await two.pdfOf(known.rival, month);
    expect(await pdfText(renderedByTwo)).toContain('After the change');
    const answered = await one.pdfOf(known.rival, month);
    expect(Buffer.compare(answered, renderedByTwo)).toBe(0);
    expect(Buffer.compare(answered, held)).not.toBe(0);
    expect(renders).toEqual(['one', 'two']);
  });
});
