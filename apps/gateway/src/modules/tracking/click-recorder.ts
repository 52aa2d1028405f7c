import { DatabaseUnavailableError } from '../../db/database.ts';
import type { Logger } from '../../app-context.ts';
import { ClickArrivals } from './click-arrivals.ts';
import type { Click } from './repository.ts';

/** Stores a batch in one transaction, its counts in `lane`; resolves once it has committed. */
export type StoreBatch = (clicks: readonly Click[], lane: number) => Promise<unknown>;

/** The counter lanes of migration 039 that click flushes write (lane 0 is the ingest's). */
export const CLICK_LANES = 8;

export interface ClickRecorderOptions {
  /** Most clicks in one transaction. */
  maxBatch?: number;
  /**
   * Flushes that may run at once, each on its own pooled connection and in its own counter lane, so
   * none waits for another's commit (see docs/scaling.md, Tracking redirect). At most CLICK_LANES.
   */
  maxInFlight?: number;
  /**
   * Clicks that must be waiting before a flush starts beside one already in flight (4 by default). Fewer wait for a
   * flush to end and go together in the next one: a flush's own cost (its statement's counter rows, its
   * commit) is most of a small batch's, so a handful of clicks committing alone costs far more per click
   * than the wait for company (docs/scaling.md, Tracking redirect figures).
   */
  companyToFlushBeside?: number;
  /**
   * Longest a click waits for company (ms) before a flush starts when none is in flight; it waits only
   * while the pace of arrivals expects the next click within that time (click-arrivals.ts), so a lone
   * click is written at once. 0: never waits.
   */
  maxWaitMs?: number;
  /** The clock (ms, monotonic): the tests' own. */
  now?: () => number;
  /** Attempts of a flush that deadlocks or fails to serialise with another replica's. */
  maxAttempts?: number;
}

interface Waiting {
  click: Click;
  /** When it reached the recorder (`now`). */
  at: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

// Deadlock and serialization failure: another flush (another replica) held rows this one needed.
const RETRYABLE = new Set(['40P01', '40001']);
// Data exceptions and integrity violations: about one click's values, not about the database.
const REFUSED_DATA = /^2[23]/;

function sqlState(error: unknown): string | undefined {
  const cause =
    error instanceof DatabaseUnavailableError ? undefined : (error as { code?: unknown } | null)?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * Group commit of clicks. `record` resolves only once the transaction holding the click has committed,
 * so a redirect is never answered for a click that a crash could still lose; clicks arriving while a
 * flush runs wait and go together in the next one. Under load a commit (its WAL flush) carries
 * hundreds of clicks; alone, a click is written at once.
 *
 * A click whose batch cannot be stored is rejected with DatabaseUnavailableError (503): the visitor
 * may try again, and no redirect claims a click that is not there. A batch failing for a reason that
 * is not the database's (one click the database refuses) is split, so only that click fails.
 */
export class ClickRecorder {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  /** Lanes no flush of this process is writing; each process starts at its own place among them. */
  private readonly freeLanes: number[];
  private scheduled = false;
  /** The timer ending a wait for company, while one runs. */
  private holding: ReturnType<typeof setTimeout> | null = null;
  private readonly arrivals = new ClickArrivals();
  private idle: Array<() => void> = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly companyToFlushBeside: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly maxAttempts: number;

  constructor(
    private readonly store: StoreBatch,
    private readonly log: Logger,
    options: ClickRecorderOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 1000;
    this.maxInFlight = Math.min(options.maxInFlight ?? 4, CLICK_LANES);
    this.companyToFlushBeside = options.companyToFlushBeside ?? 4;
    this.maxWaitMs = options.maxWaitMs ?? 2;
    this.now = options.now ?? (() => performance.now());
    this.maxAttempts = options.maxAttempts ?? 5;
    // Two replicas starting at different lanes rarely share one: sharing costs waiting, never a count.
    const first = Math.floor(Math.random() * CLICK_LANES);
    this.freeLanes = Array.from({ length: this.maxInFlight }, (_, i) => 1 + ((first + i) % CLICK_LANES));
  }

  record(click: Click): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const at = this.now();
      this.arrivals.arrived(at);
      this.waiting.push({ click, at, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every click recorded so far has been stored or refused. */
  drained(): Promise<void> {
    if (this.waiting.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /**
   * Starts a flush on the next turn of the event loop rather than at once, so that the clicks whose
   * requests were read in the same turn share it.
   */
  private schedule(): void {
    if (this.scheduled || !this.mayStartFlush()) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startFlushes();
    });
  }

  /** A flush starts when none is in flight, or beside those in flight once enough clicks wait to pay for it. */
  private mayStartFlush(): boolean {
    if (this.waiting.length === 0 || this.inFlight >= this.maxInFlight) return false;
    return this.inFlight === 0 || this.waiting.length >= this.companyToFlushBeside;
  }

  /**
   * How much longer (ms) the waiting clicks should wait for company before a flush starts with none in
   * flight: while fewer wait than pay for a flush on their own and the next click is expected before
   * the oldest has waited maxWaitMs; else 0.
   */
  private waitForCompany(): number {
    if (this.inFlight > 0 || this.waiting.length >= this.companyToFlushBeside) return 0;
    const left = this.waiting[0]!.at + this.maxWaitMs - this.now();
    return left > this.arrivals.expectedGapMs() ? left : 0;
  }

  private startFlushes(): void {
    if (this.mayStartFlush()) {
      const wait = this.waitForCompany();
      if (wait > 0) {
        // Woken by the timer, or earlier by the next arrival (schedule), which looks again.
        this.holding ??= setTimeout(() => {
          this.holding = null;
          this.startFlushes();
        }, wait);
        return;
      }
    }
    if (this.holding) {
      clearTimeout(this.holding);
      this.holding = null;
    }
    while (this.mayStartFlush()) {
      const batch = this.waiting.splice(0, this.maxBatch);
      const lane = this.freeLanes.pop()!;
      this.inFlight++;
      void this.flush(batch, lane).finally(() => {
        this.freeLanes.push(lane);
        this.inFlight--;
        if (this.waiting.length > 0) this.startFlushes();
        else if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
    }
  }

  private async flush(batch: Waiting[], lane: number): Promise<void> {
    const clicks = batch.map((w) => w.click);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.store(clicks, lane);
        for (const w of batch) w.resolve();
        return;
      } catch (error) {
        const state = sqlState(error);
        if (state && RETRYABLE.has(state) && attempt < this.maxAttempts) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
          continue;
        }
        if (batch.length > 1 && state && REFUSED_DATA.test(state)) {
          // The database refused something in the batch (a value, a constraint): split it to find the
          // click it refuses and store the rest.
          const half = Math.ceil(batch.length / 2);
          await Promise.all([this.flush(batch.slice(0, half), lane), this.flush(batch.slice(half), lane)]);
          return;
        }
        this.log.error({ err: error, clicks: batch.length }, 'clicks not recorded');
        const refusal =
          error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
        for (const w of batch) w.reject(refusal);
        return;
      }
    }
  }
}
