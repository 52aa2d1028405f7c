/**
 * Recently checked sign-ins, kept in memory for a few seconds so a hot affiliate endpoint does not
 * verify the same access token and read the same session row on every request (that check was one of
 * the two database round trips of a dashboard call).
 *
 * Safe because it is only trusted while revocations reach it:
 * - this process forgets a member's entries as soon as a transaction that ends their sign-ins commits
 *   (an after-commit hook of that transaction, registered by modules/auth/service.ts);
 * - every other change (another instance, the operator CLI, psql) arrives through PostgreSQL NOTIFY
 *   (migration 004); while that channel is down nothing is served from the cache;
 * - a read that started before a revocation cannot put its now stale answer back (generations);
 * - entries live at most `ttlMs` and never past the token's own expiry.
 * Only good answers are kept: refusals are always worked out afresh.
 */
export interface SignedIn {
  affiliateId: number;
  sessionId: string;
  /** When the access token expires (ms since the epoch). */
  tokenExpiresAtMs: number;
}

interface Entry extends SignedIn {
  /** The end of the entry's life: its time to live, capped at the token's expiry. */
  until: number;
}

export const SIGNED_IN_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export class SignedInCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private trusted = false;
  /** Who waits for processes to say they forgot a member (`acksOf`), by member. */
  private readonly waiting = new Map<number, Set<() => void>>();

  constructor(private readonly ttlMs = SIGNED_IN_CACHE_TTL_MS) {}

  /** Whether revocations made elsewhere are arriving; when they stop or resume, start from nothing. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  get isTrusted(): boolean {
    return this.trusted;
  }

  get(token: string, nowMs: number): SignedIn | null {
    if (!this.trusted) return null;
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (nowMs >= entry.until) {
      this.entries.delete(token);
      return null;
    }
    return entry;
  }

  /** Call before reading the session; pass the result to `remember`. */
  beginCheck(): number {
    return this.generation;
  }

  remember(token: string, signedIn: SignedIn, checkBegan: number, nowMs: number): void {
    if (!this.trusted || checkBegan !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { ...signedIn, until: Math.min(nowMs + this.ttlMs, signedIn.tokenExpiresAtMs) });
  }

  /** A member's sign-ins changed: forget them, and refuse answers read before now. */
  forgetAffiliate(affiliateId: number): void {
    this.generation += 1;
    for (const [token, entry] of this.entries)
      if (entry.affiliateId === affiliateId) this.entries.delete(token);
  }

  /** A process (this one included) says it has forgotten the member's sign-ins (MEMBER_ACCESS_HEARD_CHANNEL). */
  acked(affiliateId: number): void {
    for (const done of [...(this.waiting.get(affiliateId) ?? [])]) done();
  }

  /** Resolves once `count` processes have said they forgot the member (`acked`), or after `ms` at the latest. */
  acksOf(affiliateId: number, count: number, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiting.get(affiliateId) ?? new Set<() => void>();
      this.waiting.set(affiliateId, waiters);
      let missing = count;
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(onAck);
        if (waiters.size === 0 && this.waiting.get(affiliateId) === waiters) this.waiting.delete(affiliateId);
        resolve();
      };
      const onAck = () => {
        missing -= 1;
        if (missing <= 0) finish();
      };
      const timer = setTimeout(finish, ms);
      timer.unref();
      waiters.add(onAck);
    });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The NOTIFY channel of migration 004; the payload is a member id. */
export const AFFILIATE_ACCESS_CHANNEL = 'member_access_changed';

/**
 * Each process that heard a notice of MEMBER_ACCESS_CHANNEL, and forgot the member's sign-ins, says so
 * here (the payload is the member id): the process whose request ended the sign-ins answers once every
 * listening process has (http/revocation-barrier.ts).
 */
export const AFFILIATE_ACCESS_HEARD_CHANNEL = 'member_access_heard';
