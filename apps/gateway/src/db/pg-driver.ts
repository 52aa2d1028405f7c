import pg from 'pg';
import { type Database, isUnavailable, DatabaseUnavailableError, withHelpers } from './database.ts';

/** A real PostgreSQL server through a `pg` pool. */
export function openPgDatabase(connectionString: string, options: { max?: number; onError?: (error: Error) => void } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', (error) => options.onError?.(error));
  const run = async (sql: string, params?: unknown[]) => {
    const result = await pool.query(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
  const helpers = withHelpers(run, async (sql) => {
    await pool.query(sql);
  });
  return {
    kind: 'pg',
    ...helpers,
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
      const tx = withHelpers(
        async (sql, params) => {
          const result = await client.query(sql, params as unknown[]);
          return { rows: result.rows, rowCount: result.rowCount ?? 0 };
        },
        async (sql) => {
          await client.query(sql);
        },
      );
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
