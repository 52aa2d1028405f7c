/**
 * The answers of an affiliate's figures (the dashboard, reports and the referred players' pages), kept
 * in memory until the figures under them change. Summing rollups is most of what those requests cost,
 * and an affiliate's page asks the same questions again and again between two changes of its data.
 *
 * Exact, not merely fresh enough, because of how the changes are heard:
 * - every statement that changes what those answers read sends the affected member ids on
 *   FIGURES_CHANNEL (migration 045), delivered once the change commits, whoever made it (another
 *   gateway, the operator CLI, psql);
 * - this process's own writes are heard before their COMMIT returns (its pooled connections listen too,
 *   db/pg-driver.ts; PGlite delivers them within the query), so a page read after a write this process
 *   answered never shows the old figures;
 * - clicks are the exception, for the redirect's sake: the process that stored them adds them to its
 *   kept answers at once (`clicksStored`, each answer by its own `ClickRule`), and tells the others once
 *   a second, which forget (modules/tracking/click-notices.ts);
 * - while the listening connection is down nothing is kept or served (`setTrusted`);
 * - a read that began before a change cannot store its now stale answer (generations);
 * - an entry also lives at most `ttlMs`, and answers that depend on the day carry it in their key.
 * Only answers are kept: a refusal (an error) is worked out afresh.
 */

import { randomUUID } from 'node:crypto';
import { toIsoDate } from '../calendar/utc-dates.ts';
import { markShared } from './shared-answers.ts';

/** The NOTIFY channel of migration 045: member ids, comma-separated, or '*' for every member. */
export const FIGURES_CHANNEL = 'figures_changed';
/** Bounds how late another process shows a click if the process that stored it died before telling (click-notices.ts). */
export const FIGURES_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
/**
 * An answer read while clicks of its member were being stored may miss them or, if a flush's commit
 * was seen before its 302 went out, hold them twice once they are added: from this long after its read
 * began it is read again behind the requests it still answers, and from CLICKS_LAG_MS it is not
 * served any more. Another gateway shows a click up to about a second late too (click-notices.ts).
 */
export const CLICKS_RECHECK_MS = 500;
export const CLICKS_LAG_MS = 1_000;
/** A flush whose 302s go out this long after an answer's read ended may still have been seen by it. */
const CLICKS_SETTLE_MS = 100;
/** The notice of another process's clicks (click-notices.ts): `clicks:<process>:<member ids>`. */
const CLICKS_NOTICE_PREFIX = 'clicks:';
/**
 * The bound on what is kept, in rows (a dashboard bucket, a report row, a player): a row is a few
 * hundred bytes of heap, so 200,000 stay near 100 MB, whatever mix of small pages and three-year
 * reports by day (up to 1,100 rows, each with its compared period) is asked for.
 */
const MAX_ROWS = 200_000;

/** A member's human clicks stored by this process in one flush: how many by UTC day (YYYY-MM-DD), and the latest's time. */
export interface StoredClicks {
  byDay: ReadonlyMap<string, number>;
  latest: Date;
}

/**
 * What a member's stored clicks do to a kept answer: nothing ('none': it counts no clicks), or the
 * answer with them added (a new object: the kept one is shared), or null when they cannot be added
 * exactly (the answer is forgotten).
 */
export type ClickRule<T> = 'none' | ((answer: T, clicks: StoredClicks) => T | null);

/** The rule of an answer that counts clicks and cannot add them: forgotten on a click. */
const forgetOnClicks = (): null => null;

interface Read<T> {
  affiliateId: number;
  key: string;
  nowMs: number;
  read: () => Promise<T>;
  rowsOf: (answer: T) => number;
  clicks: ClickRule<T>;
}

interface Entry {
  affiliateId: number;
  value: unknown;
  until: number;
  rows: number;
  clicks: ClickRule<unknown>;
  /** When its read began and ended (+ CLICKS_SETTLE_MS), on the monotonic clock. */
  readBegan: number;
  settled: number;
  /** Set when clicks were stored around its read: since when it may be off by them. */
  unsureSince?: number;
}

/** What is known of one member: their entries' keys, the reads in flight, and the changes heard. */
interface AffiliateState {
  generation: number;
  /** Click flushes of the member stored by this process: a read that saw one go by may be off by it. */
  clickFlushes: number;
  keys: Set<string>;
  reading: number;
}

export class FiguresCache {
  private readonly entries = new Map<string, Entry>();
  private readonly affiliates = new Map<number, AffiliateState>();
  /** Keys being read again behind the requests they answer (CLICKS_RECHECK_MS). */
  private readonly rechecking = new Set<string>();
  private trusted = false;
  private rows = 0;
  /** Names this process in its click notices, so it does not forget what it added itself. */
  readonly processId = randomUUID();

  constructor(
    private readonly ttlMs = FIGURES_CACHE_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxRows = MAX_ROWS,
    /** The monotonic clock of CLICKS_RECHECK_MS and CLICKS_LAG_MS (a test's own). */
    private readonly monotonic = () => performance.now(),
  ) {}

  /** Whether changes made elsewhere are being heard; when that stops or resumes, start from nothing. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.forgetEveryone();
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A notice of FIGURES_CHANNEL. */
  heard(payload: string): void {
    if (payload.startsWith(CLICKS_NOTICE_PREFIX)) {
      const [, from, ids = ''] = payload.split(':');
      if (from !== this.processId) this.heard(ids);
      return;
    }
    if (payload === '*') {
      this.forgetEveryone();
      return;
    }
    for (const id of payload.split(',')) {
      const affiliateId = Number(id);
      if (Number.isInteger(affiliateId)) this.forgetAffiliate(affiliateId);
    }
  }

  /**
   * The answer kept under `key` (which names the member, the endpoint and every input of the answer),
   * or `read`'s, kept for the next request when no change of the member's figures was heard meanwhile.
   * The answer is shared between requests: callers must not change it. `rowsOf` says how many rows it
   * holds (its size, for the bound).
   */
  answer<T>(
    affiliateId: number,
    key: string,
    nowMs: number,
    read: () => Promise<T>,
    rowsOf: (answer: T) => number,
    clicks: ClickRule<T> = forgetOnClicks,
  ): Promise<T> {
    if (!this.trusted) return read();
    const entry = this.entries.get(key);
    if (entry && nowMs < entry.until) {
      if (entry.unsureSince === undefined) return Promise.resolve(entry.value as T);
      const unsureFor = this.monotonic() - entry.unsureSince;
      if (unsureFor < CLICKS_LAG_MS) {
        if (unsureFor >= CLICKS_RECHECK_MS) this.recheck({ affiliateId, key, nowMs, read, rowsOf, clicks });
        return Promise.resolve(entry.value as T);
      }
    }
    if (entry) this.drop(key, entry);
    return this.fill({ affiliateId, key, nowMs, read, rowsOf, clicks });
  }

  /** The payload of the notice for clicks of these members stored by this process (click-notices.ts). */
  clicksNotice(affiliateIds: Iterable<number>): string {
    return `${CLICKS_NOTICE_PREFIX}${this.processId}:${[...affiliateIds].join(',')}`;
  }

  /**
   * This process stored (committed) clicks of the member, before their 302s go out: its kept answers
   * add them, or are forgotten when they cannot; one read while they were stored may be off by them for
   * at most CLICKS_LAG_MS.
   */
  clicksStored(affiliateId: number, clicks: StoredClicks): void {
    const state = this.affiliates.get(affiliateId);
    if (!state) return;
    state.clickFlushes += 1;
    const now = this.monotonic();
    for (const key of [...state.keys]) {
      const entry = this.entries.get(key)!;
      if (entry.clicks === 'none') continue;
      const added = entry.clicks(entry.value, clicks);
      if (added === null) {
        this.drop(key, entry);
        continue;
      }
      if (added !== entry.value) {
        markShared(added);
        entry.value = added;
      }
      if (now < entry.settled) entry.unsureSince ??= entry.readBegan;
    }
  }

  private async fill<T>({ affiliateId, key, nowMs, read, rowsOf, clicks }: Read<T>): Promise<T> {
    const state = this.stateOf(affiliateId);
    const began = state.generation;
    const flushes = state.clickFlushes;
    const readBegan = this.monotonic();
    state.reading += 1;
    try {
      const value = await read();
      const clicksWhileRead = clicks !== 'none' && state.clickFlushes !== flushes;
      const entry: Entry = {
        affiliateId,
        value,
        until: nowMs + this.ttlMs,
        rows: 1 + rowsOf(value),
        clicks: clicks as ClickRule<unknown>,
        readBegan,
        settled: this.monotonic() + CLICKS_SETTLE_MS,
        ...(clicksWhileRead && { unsureSince: readBegan }),
      };
      // An answer that cannot add clicks is not kept off by some, as with any other change.
      const keepable =
        this.trusted && state.generation === began && !(clicksWhileRead && clicks === forgetOnClicks);
      if (keepable && this.keep(key, entry, state)) markShared(value);
      return value;
    } finally {
      state.reading -= 1;
      this.release(affiliateId, state);
    }
  }

  /** Reads an answer again behind the requests it still answers, once at a time per key. */
  private recheck<T>(question: Read<T>): void {
    if (this.rechecking.has(question.key)) return;
    this.rechecking.add(question.key);
    // A refusal or a failure is worked out afresh by the request that next misses.
    this.fill(question)
      .catch(() => undefined)
      .finally(() => this.rechecking.delete(question.key));
  }

  /**
   * `answer` for a question whose answer also depends on the day (default ranges, the current period):
   * kept under `what` (the endpoint and its parsed query), the member and the day of `now`.
   */
  answerOfTheDay<T>(
    affiliateId: number,
    what: string,
    now: Date,
    read: () => Promise<T>,
    rowsOf: (answer: T) => number,
    clicks: ClickRule<T> = forgetOnClicks,
  ): Promise<T> {
    return this.answer(
      affiliateId,
      `${what}:${affiliateId}:${toIsoDate(now)}`,
      now.getTime(),
      read,
      rowsOf,
      clicks,
    );
  }

  /** The member's figures changed: forget their answers, and refuse those being read now. */
  forgetAffiliate(affiliateId: number): void {
    const state = this.affiliates.get(affiliateId);
    if (!state) return;
    state.generation += 1;
    for (const key of state.keys) {
      this.rows -= this.entries.get(key)?.rows ?? 0;
      this.entries.delete(key);
    }
    state.keys.clear();
    this.release(affiliateId, state);
  }

  private forgetEveryone(): void {
    this.entries.clear();
    this.rows = 0;
    for (const [affiliateId, state] of this.affiliates) {
      state.generation += 1;
      state.keys.clear();
      this.release(affiliateId, state);
    }
  }

  private stateOf(affiliateId: number): AffiliateState {
    let state = this.affiliates.get(affiliateId);
    if (!state) {
      state = { generation: 0, clickFlushes: 0, keys: new Set(), reading: 0 };
      this.affiliates.set(affiliateId, state);
    }
    return state;
  }

  /** Keeps the entry unless it alone is over the bound; says whether it did. */
  private keep(key: string, entry: Entry, state: AffiliateState): boolean {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    if (entry.rows > this.maxRows) return false;
    while (this.entries.size >= this.maxEntries || this.rows + entry.rows > this.maxRows) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, entry);
    this.rows += entry.rows;
    state.keys.add(key);
    return true;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.rows -= entry.rows;
    const state = this.affiliates.get(entry.affiliateId);
    if (!state) return;
    state.keys.delete(key);
    this.release(entry.affiliateId, state);
  }

  /** A member with nothing kept and nothing being read needs no state: a later read starts afresh. */
  private release(affiliateId: number, state: AffiliateState): void {
    if (state.reading === 0 && state.keys.size === 0 && this.affiliates.get(affiliateId) === state)
      this.affiliates.delete(affiliateId);
  }
}
