import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicJob, type BackgroundJob } from '../src/jobs/background-job.ts';
import { gatewayModules } from '../src/app-modules.ts';
import { clickJobs, startBackgroundJobs } from '../src/jobs/gateway-jobs.ts';
import { FiguresCache } from '../src/caches/figures-cache.ts';
import { ClickNotices } from '../src/modules/tracking/click-notices.ts';
import { ClickRecorder } from '../src/modules/tracking/click-recorder.ts';
import type { AppContext } from '../src/app-context.ts';
import { testConfig } from './helpers.ts';
import { aClick } from './click-fixtures.ts';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());

describe('periodicJob', () => {
  it('runs a pass each interval, never two at once, and stopping waits for the pass under way', async () => {
    vi.useFakeTimers();
    const passes: Array<ReturnType<typeof deferred>> = [];
    const job = periodicJob(
      'test pass',
      1_000,
      () => {
        const pass = deferred();
        passes.push(pass);
        return pass.promise;
      },
      quietLog,
    );
    const stop = job.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toHaveLength(1);
    // The first pass is still running: the next two ticks start nothing.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(passes).toHaveLength(1);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    passes[0]!.resolve();
    await stopping;
    expect(stopped).toBe(true);
    // No tick after the stop.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(passes).toHaveLength(1);
  });

  it('logs a failed pass with the job name and runs the next one on time', async () => {
    vi.useFakeTimers();
    const errors: object[] = [];
    let calls = 0;
    const job = periodicJob(
      'flaky pass',
      1_000,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('smtp down');
      },
      { ...quietLog, error: (obj: object) => void errors.push(obj) },
    );
    const stop = job.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(2);
    expect(errors).toEqual([
      expect.objectContaining({ job: 'flaky pass', err: expect.objectContaining({ message: 'smtp down' }) }),
    ]);
    await stop();
  });
});

describe('startBackgroundJobs', () => {
  it('stops the jobs in reverse order, each ended before the database (added before them) closes', async () => {
    const app = Fastify({ logger: false });
    const events: string[] = [];
    app.addHook('onClose', async () => void events.push('database closed'));
    const slowStop = deferred();
    const job = (name: string, stop: () => Promise<void> = async () => undefined): BackgroundJob => ({
      name,
      start: () => {
        events.push(`${name} started`);
        return async () => {
          await stop();
          events.push(`${name} stopped`);
        };
      },
    });
    startBackgroundJobs(app, [job('first'), job('second', () => slowStop.promise)]);
    await app.ready();
    const closing = app.close();
    setTimeout(() => slowStop.resolve(), 20);
    await closing;
    expect(events).toEqual([
      'first started',
      'second started',
      'second stopped',
      'first stopped',
      'database closed',
    ]);
  });
});

describe("the gateway's jobs", () => {
  /** The notices the context's database was asked to send. */
  let sent: unknown[] = [];
  const ctxWith = (smtpUrl?: string) => {
    const figures = new FiguresCache();
    figures.setTrusted(true);
    const db = {
      query: async (_sql: string, params: unknown[]) => {
        sent.push(params[0]);
        return { rows: [], rowCount: 1 };
      },
    };
    return { config: testConfig({ smtpUrl }), log: quietLog, figures, db } as unknown as AppContext;
  };
  const notices = new ClickNotices(ctxWith());

  const jobsOf = (ctx: AppContext) =>
    gatewayModules(ctx).flatMap((module) => (module.jobs ?? []).map((job) => `${module.name}: ${job.name}`));

  it("are the mail retry when SMTP is configured, the start's marking of feed uploads a stopped gateway left running, the postback delivery, the click notices and flushing, the identity scan retrieval, the reload of other gateways' text overrides and the scheduled feed pulls", () => {
    expect(jobsOf(ctxWith('smtp://127.0.0.1:2525'))).toEqual([
      'mail: mail delivery retry',
      'feed-files: interrupted feed uploads',
      'postbacks: postback delivery',
      'tracking: click notices',
      'tracking: click flushing',
      'text-overrides: text overrides reload',
      'kyc: identity scan retrieval',
      'feed-sources: feed pulls',
    ]);
    expect(jobsOf(ctxWith(undefined))).toEqual([
      'feed-files: interrupted feed uploads',
      'postbacks: postback delivery',
      'tracking: click notices',
      'tracking: click flushing',
      'text-overrides: text overrides reload',
      'kyc: identity scan retrieval',
      'feed-sources: feed pulls',
    ]);
  });

  it('tell the other processes whose clicks were stored last, once the flushing has stopped; bots change no figure', async () => {
    sent = [];
    const ctx = ctxWith();
    const lastNotices = new ClickNotices(ctx);
    const clicks = new ClickRecorder(async (batch) => {
      lastNotices.stored(batch);
    }, quietLog);
    const [noticing, flushing] = clickJobs(ctx.log, clicks, lastNotices);
    const stops = [noticing!.start(), flushing!.start()];
    const kept = await ctx.figures.answer(
      7,
      'dashboard',
      0,
      async () => 'before the click',
      () => 0,
    );
    void clicks.record(aClick({ affiliateId: 7 }));
    void clicks.record(aClick({ affiliateId: 8 }));
    void clicks.record(aClick({ affiliateId: 9, isBot: true }));
    for (const stop of [...stops].reverse()) await stop();
    // Named as this process's, which the cache that added them itself passes over (figures-cache.test.ts).
    expect(sent).toEqual([`clicks:${ctx.figures.processId}:7,8`]);
    // An answer that cannot add the clicks (the default rule) was forgotten at once: read afresh.
    expect(kept).toBe('before the click');
    expect(
      await ctx.figures.answer(
        7,
        'dashboard',
        1,
        async () => 'after the click',
        () => 0,
      ),
    ).toBe('after the click');
  });

  it('store the clicks still waiting for their flush when stopped', async () => {
    const stored: string[] = [];
    const flush = deferred();
    const clicks = new ClickRecorder(async (batch) => {
      await flush.promise;
      stored.push(...batch.map((click) => click.referralCode));
    }, quietLog);
    const [, flushing] = clickJobs(quietLog, clicks, notices);
    const stop = flushing!.start();
    void clicks.record(aClick());
    await new Promise((resolve) => setImmediate(resolve));
    const stopping = stop();
    flush.resolve();
    await stopping;
    expect(stored).toEqual(['GOLDDEMO']);
  });
});
