import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * The rate-limit counters shared by every replica through Redis (REDIS_URL), and what happens when
 * Redis is away: a request never waits for it. The client fails a command at once while it is not
 * connected (no offline queue, no retry per command) and after COMMAND_TIMEOUT_MS when a connected
 * Redis does not answer (an outage once that lasts HANG_MS), while it reconnects in the background; meanwhile each count is kept in this
 * gateway's memory, so every limit still applies (per replica: with two replicas an address gets up
 * to twice its limit until Redis is back). The outage is logged once when it starts and once when it
 * ends, and the health answer says `redis: 'down'` while it lasts.
 */

/** A connect attempt gives up after this long (the next one follows in the background; no request waits for it). */
const CONNECT_TIMEOUT_MS = 2_000;
/** A connected Redis that does not answer a count within this long is treated as down for it. */
const COMMAND_TIMEOUT_MS = 500;
/**
 * A connected Redis is down once its counts keep failing this long. One late answer is no outage: on a
 * busy machine the event loop itself can run a command's timer before reading the answer waiting for it.
 */
const HANG_MS = 1_000;
/** Background reconnection: 100 ms after the first failure, growing to one attempt every 2 s. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 2_000);

export interface SharedCounters {
  redis: Redis;
  /** Asks Redis now (a PING, COMMAND_TIMEOUT_MS at most): the health answer's `redis`. */
  check(): Promise<'ok' | 'down'>;
  /** The store @fastify/rate-limit counts in (its `store` option). */
  Store: new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
  close(): Promise<void>;
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

// The plugin's own Redis store (its Lua script, its key layout), which the package does not export by name.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/** Keys kept in memory at most while Redis is down (the oldest window is forgotten first). */
const MEMORY_KEYS = 100_000;

/** Fixed windows in memory, as the plugin's own memory store counts (without its options the gateway does not use). */
export class MemoryCounts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      if (this.windows.size >= MEMORY_KEYS) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
}

export function openSharedCounters(url: string, nameSpace: string, log: FastifyBaseLogger): SharedCounters {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: reconnectDelay,
  });
  let outage: { since: Date } | null = null;
  let closing = false;
  const down = (error: unknown) => {
    if (outage || closing) return;
    outage = { since: new Date() };
    log.error(
      { err: error, redis: 'down' },
      "redis unavailable: rate limits are counted in this gateway's memory until it is back",
    );
  };
  const up = () => {
    if (!outage) return;
    log.info(
      { redis: 'ok', outageMs: Date.now() - outage.since.getTime() },
      'redis is back: rate limits are shared again',
    );
    outage = null;
  };
  let failingSince: number | null = null;
  const answered = () => {
    failingSince = null;
    up();
  };
  // A failed connect or a dropped connection; without a listener ioredis would print its own unstructured line.
  // A connection's ready check (its first command) that timed out is reconnected at once: once is a stall of
  // this process — a starting gateway's migrations hold the event loop past the check's timer while its
  // answer waits on the socket (two gateways starting together on two cores did) — twice in a row, a hang.
  let readyChecksTimedOut = 0;
  redis.on('error', (error: Error) => {
    if (error.message === 'Command timed out' && ++readyChecksTimedOut < 2) return;
    down(error);
  });
  redis.on('ready', () => {
    readyChecksTimedOut = 0;
    answered();
  });
  /**
   * A count or a ping failed on an open connection: Redis hangs once that has gone on for HANG_MS with
   * no answer between. A closed connection is the connection's events' to tell (before the first
   * connection, nothing is down yet).
   */
  let confirming = false;
  const failed = (error: unknown) => {
    if (redis.status !== 'ready') return;
    const now = Date.now();
    failingSince ??= now;
    if (now - failingSince < HANG_MS || confirming || outage) return;
    // Failures that span HANG_MS may still be one stall of this process (a start-up's migrations held
    // the event loop past every pending command's timer): a fresh ping answered says Redis is there.
    confirming = true;
    redis
      .ping()
      .then(answered, () => {
        if (failingSince !== null) down(error);
      })
      .finally(() => {
        confirming = false;
      });
  };

  const memory = new MemoryCounts();

  class SharedOrMemoryStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    /** A route's own limit counts apart from the global one and the other routes' (as in Redis). */
    private readonly memoryPrefix: string;

    constructor(
      _options: FastifyRateLimitOptions,
      child?: { shared: FastifyRateLimitStore; memoryPrefix: string },
    ) {
      this.shared =
        child?.shared ??
        // The gateway sets neither of the plugin's window options (continueExceeding, exponentialBackoff).
        new RedisStore(false, false, redis, nameSpace);
      this.memoryPrefix = child?.memoryPrefix ?? '';
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const inMemory = () => callback(null, memory.incr(this.memoryPrefix + key, timeWindow));
      if (redis.status !== 'ready') {
        inMemory();
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error || !result) {
            failed(error);
            inMemory();
            return;
          }
          answered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new SharedOrMemoryStore(routeOptions as FastifyRateLimitOptions, {
        shared: this.shared.child(routeOptions),
        memoryPrefix: `${this.memoryPrefix}${String(route.method)}${String(route.url)}-`,
      });
    }
  }

  return {
    redis,
    Store: SharedOrMemoryStore,
    async check() {
      try {
        await redis.ping();
        answered();
        return 'ok';
      } catch (error) {
        failed(error);
        return 'down';
      }
    },
    async close() {
      closing = true;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
