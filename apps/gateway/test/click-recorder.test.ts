import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../src/db/database.ts';
import { ClickRecorder } from '../src/modules/tracking/click-recorder.ts';
import { newClickId } from '../src/modules/tracking/click-ids.ts';
import { landingAddress } from '../src/modules/tracking/landing-address.ts';
import { linkText, savedBannerIdOf, storedText } from '../src/modules/tracking/link-parameters.ts';
import type { Click } from '../src/modules/tracking/repository.ts';
import { aClick } from './click-fixtures.ts';
import { isBotAgent } from '../src/modules/tracking/service.ts';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function clickNamed(sub1: string): Click {
  return aClick({ subIds: [sub1, null, null, null, null] });
}

/** A store whose flushes the test finishes by hand. */
function manualStore() {
  const flushes: Array<{ subs: string[]; lane: number; commit: () => void; fail: (error: unknown) => void }> =
    [];
  const store = (clicks: readonly Click[], lane: number) =>
    new Promise<void>((resolve, reject) =>
      flushes.push({ subs: clicks.map((c) => c.subIds[0]!), lane, commit: resolve, fail: reject }),
    );
  return { flushes, store };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function sqlError(code: string): Error {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

describe('ClickRecorder', () => {
  it('answers a click only once the flush holding it has committed, and gathers the clicks that arrive meanwhile', async () => {
    const { flushes, store } = manualStore();
    const recorder = new ClickRecorder(store, quietLog, { maxInFlight: 1, maxWaitMs: 0 });
    const done: string[] = [];
    const record = (sub: string) => recorder.record(clickNamed(sub)).then(() => done.push(sub));
    void record('a');
    await settle();
    void record('b');
    void record('c');
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a']]);
    expect(done).toEqual([]);
    flushes[0]!.commit();
    await settle();
    await settle();
    expect(done).toEqual(['a']);
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c']]);
    flushes[1]!.commit();
    await recorder.drained();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('runs at most maxInFlight flushes at once; the clicks after them wait for one to end', async () => {
    const { flushes, store } = manualStore();
    const recorder = new ClickRecorder(store, quietLog, {
      maxInFlight: 2,
      companyToFlushBeside: 1,
      maxWaitMs: 0,
    });
    const first = recorder.record(clickNamed('a'));
    await settle();
    const second = recorder.record(clickNamed('b'));
    await settle();
    const third = [recorder.record(clickNamed('c')), recorder.record(clickNamed('d'))];
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b']]);
    flushes[1]!.commit();
    await second;
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b'], ['c', 'd']]);
    flushes[0]!.commit();
    flushes[2]!.commit();
    await Promise.all([first, ...third]);
  });

  it('writes each flush in flight to a counter lane of its own (1-8), and reuses a lane once its flush ends', async () => {
    const { flushes, store } = manualStore();
    const recorder = new ClickRecorder(store, quietLog, { companyToFlushBeside: 1, maxWaitMs: 0 });
    const pending: Array<Promise<void>> = [];
    for (const sub of ['a', 'b', 'c', 'd']) {
      pending.push(recorder.record(clickNamed(sub)));
      await settle();
    }
    expect(flushes).toHaveLength(4);
    const lanes = flushes.map((f) => f.lane);
    expect(new Set(lanes).size).toBe(4);
    expect(lanes.every((lane) => lane >= 1 && lane <= 8)).toBe(true);
    const fifth = recorder.record(clickNamed('e'));
    await settle();
    expect(flushes).toHaveLength(4);
    flushes[2]!.commit();
    await settle();
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b'], ['c'], ['d'], ['e']]);
    expect(flushes[4]!.lane).toBe(lanes[2]);
    for (const f of flushes) f.commit();
    await Promise.all([...pending, fifth]);
    await recorder.drained();
  });

  it('starts a flush beside one in flight only once enough clicks wait to pay for it; fewer wait for it to end', async () => {
    const { flushes, store } = manualStore();
    const recorder = new ClickRecorder(store, quietLog, { companyToFlushBeside: 3, maxWaitMs: 0 });
    const pending = [recorder.record(clickNamed('a'))];
    await settle();
    pending.push(recorder.record(clickNamed('b')), recorder.record(clickNamed('c')));
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a']]);
    pending.push(recorder.record(clickNamed('d')));
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c', 'd']]);
    pending.push(recorder.record(clickNamed('e')));
    flushes[0]!.commit();
    await settle();
    await settle();
    // One flush is still in flight and one click waits: it goes once that flush ends, not beside it.
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c', 'd']]);
    flushes[1]!.commit();
    await settle();
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    flushes[2]!.commit();
    await Promise.all(pending);
  });

  it('holds a click for company only while the pace of arrivals expects the next one within maxWaitMs', async () => {
    const { flushes, store } = manualStore();
    let clock = 0;
    const recorder = new ClickRecorder(store, quietLog, { maxWaitMs: 5, now: () => clock });
    const pending = [recorder.record(clickNamed('a'))];
    await settle();
    // The first click: no pace yet, written at once.
    expect(flushes.map((f) => f.subs)).toEqual([['a']]);
    flushes[0]!.commit();
    clock = 0.5;
    pending.push(recorder.record(clickNamed('b')));
    clock = 1;
    pending.push(recorder.record(clickNamed('c')));
    await settle();
    await settle();
    // A click every half millisecond: the next is expected long before b has waited 5 ms.
    expect(flushes).toHaveLength(1);
    clock = 6;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c']]);
    flushes[1]!.commit();
    // Two seconds later the pace expects no company within 5 ms: the click goes at once.
    clock = 2_000;
    pending.push(recorder.record(clickNamed('d')));
    await settle();
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a'], ['b', 'c'], ['d']]);
    flushes[2]!.commit();
    await Promise.all(pending);
  });

  it('caps a flush at its batch size', async () => {
    const { flushes, store } = manualStore();
    const recorder = new ClickRecorder(store, quietLog, { maxBatch: 2, maxInFlight: 1, maxWaitMs: 0 });
    const all = ['a', 'b', 'c', 'd', 'e'].map((sub) => recorder.record(clickNamed(sub)));
    await settle();
    expect(flushes.map((f) => f.subs)).toEqual([['a', 'b']]);
    for (let i = 0; i < 3; i++) {
      flushes[i]!.commit();
      await settle();
      await settle();
    }
    expect(flushes.map((f) => f.subs)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    await Promise.all(all);
  });

  it('retries a flush that deadlocked with another replica, then answers', async () => {
    let attempts = 0;
    const recorder = new ClickRecorder(async () => {
      if (++attempts < 3) throw sqlError('40P01');
    }, quietLog);
    await recorder.record(clickNamed('a'));
    expect(attempts).toBe(3);
  });

  it('refuses every click of a flush the database could not take, as unavailable', async () => {
    const recorder = new ClickRecorder(async () => {
      throw new DatabaseUnavailableError(new Error('connection refused'));
    }, quietLog);
    const results = await Promise.allSettled([
      recorder.record(clickNamed('a')),
      recorder.record(clickNamed('b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseUnavailableError);
  });

  it('stores the rest of a batch when the database refuses one click of it', async () => {
    const stored: string[] = [];
    const recorder = new ClickRecorder(async (clicks) => {
      if (clicks.some((c) => c.subIds[0] === 'bad')) throw sqlError('22021');
      stored.push(...clicks.map((c) => c.subIds[0]!));
    }, quietLog);
    const results = await Promise.allSettled(
      ['a', 'bad', 'c', 'd'].map((sub) => recorder.record(clickNamed(sub))),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(stored.sort()).toEqual(['a', 'c', 'd']);
  });
});

describe('link parameters', () => {
  it('keeps text storable and cut without halving a character', () => {
    expect(storedText('a\u0000b', 10)).toBe('ab');
    expect(storedText('x\ud800y', 10)).toBe('xy');
    expect(storedText(`abc😀`, 4)).toBe('abc');
    expect(storedText('', 4)).toBeNull();
    expect(storedText(undefined, 4)).toBeNull();
    expect(linkText(['first', 'second'])).toBe('first');
  });

  it('takes a saved banner id only when it is a positive 32-bit integer', () => {
    expect(savedBannerIdOf('42')).toBe(42);
    expect(savedBannerIdOf(['7', 'x'])).toBe(7);
    for (const junk of ['0', '-3', '2147483648', '4e2', ' 5', '', undefined])
      expect(savedBannerIdOf(junk)).toBeNull();
  });

  it('attaches the code, the click id (and sub1) to the landing address, keeping its own query and fragment', () => {
    const clickId = '0123456789abcdef0123456789abcdef';
    expect(landingAddress('https://casino.example/welcome', { code: 'GOLDDEMO', clickId, subId: null })).toBe(
      `https://casino.example/welcome?ref=GOLDDEMO&click_id=${clickId}`,
    );
    expect(
      landingAddress('https://casino.example/welcome?lang=en#top', {
        code: 'GOLD-1',
        clickId,
        subId: 'a b&c',
      }),
    ).toBe(`https://casino.example/welcome?lang=en&ref=GOLD-1&click_id=${clickId}&sub=a+b%26c#top`);
    expect(landingAddress('https://casino.example/welcome?lang=en', null)).toBe(
      'https://casino.example/welcome?lang=en',
    );
  });

  it('tells preview bots and crawlers from browsers', () => {
    expect(
      isBotAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(isBotAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent('  ')).toBe(true);
  });
});

describe('click ids', () => {
  it('are 32 hex digits, and 10,000 of them in a row are all different', () => {
    const ids = Array.from({ length: 10_000 }, () => newClickId());
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
