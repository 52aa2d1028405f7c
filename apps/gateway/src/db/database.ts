/**
 * The one query layer of the gateway. Two drivers implement it: `pg` (a real PostgreSQL server) and
 * PGlite (embedded). Services only see this interface and write parameterised SQL.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Exactly one row, else throws. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  /** The first row or null. */
  maybeOne<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations). */
  execScript(sql: string): Promise<void>;
}

/** A handle inside `Database.transaction`. */
export interface Transaction extends Queryable {
  /**
   * Runs `hook` once this transaction has committed, never when it rolls back (an error in `work` or a
   * failing COMMIT): for effects outside the database that must follow the commit, such as forgetting
   * cached sign-ins the transaction revokes. Hooks run in the order registered, before `transaction`
   * resolves, which also waits for the promise a hook returns (a revocation waiting for the other
   * replicas' word); they must not throw (one that does is a bug: the others still run, then it is rethrown).
   */
  afterCommit(hook: () => unknown): void;
}

export interface Database extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /**
   * Runs `work` in one transaction. Inside it, use only `tx`: on PGlite (one connection) a query on
   * the outer handle would wait for the transaction to end.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, whichever process sent it, once
   * the sending transaction commits. `onDelivery` says whether notifications are arriving: false while
   * the listening connection is lost (anything sent meanwhile is missed), true again once it is back.
   * Resolves when listening has started or, on a server that cannot be reached, failed for now (it
   * keeps retrying); the function it gives stops listening, with no further calls of either callback.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onDelivery: (arriving: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be reached: answered as 503 so clients and load balancers retry elsewhere. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Connection-level failures (not query errors): network errors and SQLSTATE classes 08 (connection
// exception) and 57P (operator intervention: shutdown, crash).
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|PGlite is closed|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(
    error.message,
  );
}

export function withHelpers(
  run: (sql: string, params?: unknown[]) => Promise<QueryResult<unknown>>,
  execScript: (sql: string) => Promise<void>,
): Queryable {
  const query = async <T>(sql: string, params?: unknown[]) => {
    try {
      return (await run(sql, params)) as QueryResult<T>;
    } catch (error) {
      throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
    }
  };
  return {
    query,
    async one<T>(sql: string, params?: unknown[]) {
      const { rows } = await query<T>(sql, params);
      if (rows.length !== 1) throw new Error(`Expected one row, got ${rows.length}`);
      return rows[0] as T;
    },
    async maybeOne<T>(sql: string, params?: unknown[]) {
      const { rows } = await query<T>(sql, params);
      return rows[0] ?? null;
    },
    async execScript(sql: string) {
      try {
        await execScript(sql);
      } catch (error) {
        throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
      }
    },
  };
}

/**
 * The after-commit hooks of one transaction, for the drivers: `register` is the handle's afterCommit;
 * the driver calls `committed` once COMMIT has succeeded and nothing at all otherwise. A hook
 * registered once the transaction is over is refused: it could never run at the right moment.
 */
export class AfterCommitHooks {
  private hooks: Array<() => unknown> | null = [];

  readonly register = (hook: () => unknown): void => {
    if (!this.hooks) throw new Error('afterCommit called after the transaction ended');
    this.hooks.push(hook);
  };

  /** The transaction ended without committing: drop the hooks. */
  discard(): void {
    this.hooks = null;
  }

  async committed(): Promise<void> {
    const hooks = this.hooks ?? [];
    this.hooks = null;
    const errors: unknown[] = [];
    const waits: Array<Promise<unknown>> = [];
    for (const hook of hooks) {
      try {
        const wait = hook();
        if (wait instanceof Promise) waits.push(wait);
      } catch (error) {
        errors.push(error);
      }
    }
    await Promise.all(waits);
    if (errors.length > 0) throw errors[0];
  }
}
