import { createHash } from 'node:crypto';
import pg from 'pg';
import { arrayParameter } from './array-parameter.ts';
import {
  AfterCommitHooks,
  type Database,
  type Transaction,
  isUnavailable,
  DatabaseUnavailableError,
  withHelpers,
} from './database.ts';
import { listenWithReconnect } from './pg-listener.ts';

const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

/**
 * Parameterised queries run as named prepared statements: each pooled connection parses and plans a
 * statement once instead of on every call, which is most of PostgreSQL's work for the small indexed
 * queries of a hot request. Texts are static in this code base; past a bound, queries go unnamed.
 * Array parameters go as array text where that is safe (array-parameter.ts).
 */
function prepared(sql: string, params: unknown[] = []): pg.QueryConfig {
  if (params.length === 0) return { text: sql };
  const values = params.map((param) => (Array.isArray(param) ? arrayParameter(param) : param));
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name ? { name, text: sql, values } : { text: sql, values };
}

/** The connection's server process, as node-postgres reads it at connect (BackendKeyData); @types/pg omits it. */
const backendOf = (client: pg.PoolClient): number =>
  (client as pg.PoolClient & { processID: number }).processID;

export interface PgOptions {
  max?: number;
  onError?: (error: Error) => void;
  /**
   * Channels every pooled connection listens on too, besides the listening connection of `listen`, for
   * the notices its own transactions send: a session hears them before its COMMIT returns, so the
   * process that made a change knows of it before it answers the request that made it
   * (caches/figures-cache.ts). Other sessions' notices, which reach every pooled connection too, are
   * left to `listen`'s connection, so each is handled once.
   */
  ownNotices?: readonly string[];
}

/** A real PostgreSQL server through a `pg` pool. */
export function openPgDatabase(connectionString: string, options: PgOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  // pg-pool hangs the idle client on the error it emits (`error.client`): a log line would carry the
  // client whole (its connection parameters and every prepared statement's text, tens of kB).
  pool.on('error', (error: Error & { client?: unknown }) => {
    delete error.client;
    options.onError?.(error);
  });
  const ownNotices = new Map(
    (options.ownNotices ?? []).map((channel) => [channel, new Set<(payload: string) => void>()]),
  );
  /** Each new connection's LISTEN on `ownNotices`, awaited before the connection's first use. */
  const listening = new WeakMap<pg.PoolClient, Promise<void>>();
  if (ownNotices.size > 0) {
    pool.on('connect', (client) => {
      // Its own backend's notices only: the others reach this process through `listen`'s connection.
      client.on('notification', (message) => {
        if (message.processId === backendOf(client))
          ownNotices.get(message.channel)?.forEach((onMessage) => onMessage(message.payload ?? ''));
      });
      const listen = [...ownNotices.keys()]
        .map((channel) => `LISTEN ${client.escapeIdentifier(channel)}`)
        .join('; ');
      listening.set(
        client,
        client.query(listen).then(
          () => undefined,
          (error: Error) => options.onError?.(error),
        ),
      );
    });
  }
  const checkout = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    await listening.get(client);
    return client;
  };
  /** One statement on a pooled connection, released as `pool.query` releases it (dropped after an error). */
  const once = async (config: pg.QueryConfig) => {
    const client = await checkout();
    try {
      const result = await client.query(config);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  const run = async (sql: string, params?: unknown[]) => {
    const result = await once(prepared(sql, params));
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
  const helpers = withHelpers(run, async (sql) => {
    await once({ text: sql });
  });
  return {
    kind: 'pg',
    ...helpers,
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await checkout();
      } catch (error) {
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
      const hooks = new AfterCommitHooks();
      // A transaction is one connection, which runs one query at a time: queries asked together (a
      // Promise.all over `tx`) run in the order asked, as pg's own queue did, which pg@9 will no longer do.
      let previous: Promise<unknown> = Promise.resolve();
      const inTurn = <T>(query: () => Promise<T>): Promise<T> => {
        const next = previous.then(query, query);
        previous = next.catch(() => undefined);
        return next;
      };
      const tx: Transaction = {
        ...withHelpers(
          async (sql, params) => {
            const result = await inTurn(() => client.query(prepared(sql, params)));
            return { rows: result.rows, rowCount: result.rowCount ?? 0 };
          },
          async (sql) => {
            await inTurn(() => client.query(sql));
          },
        ),
        afterCommit: hooks.register,
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await client.query('BEGIN');
        result = await work(tx);
        await client.query('COMMIT');
      } catch (error) {
        hooks.discard();
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      await hooks.committed();
      return result;
    },
    async listen(channel, onMessage, onDelivery) {
      const stop = await listenWithReconnect({
        connectionString,
        channel,
        onMessage,
        onDelivery,
        onError: (error) => options.onError?.(error),
      });
      const own = ownNotices.get(channel);
      own?.add(onMessage);
      return async () => {
        own?.delete(onMessage);
        await stop();
      };
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
