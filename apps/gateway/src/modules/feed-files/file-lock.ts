import type { FeedName } from '@affiliate/contract';
import type { Database } from '../../db/database.ts';

/** The files being stored by this process, by feed and SHA-256: the embedded database's lock. */
const storing = new Map<string, Promise<unknown>>();

/**
 * Files a process stores at once on PostgreSQL: each holds a pooled connection for its lock, and the
 * rest of the pool (10) must stay free for its batches and every other request. More files wait their turn.
 */
const FILES_AT_ONCE = 2;
let filesStoring = 0;
const waitingFiles: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (filesStoring >= FILES_AT_ONCE) await new Promise<void>((resolve) => waitingFiles.push(resolve));
  else filesStoring += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next file waiting, if any.
    const next = waitingFiles.shift();
    if (next) next();
    else filesStoring -= 1;
  }
}

/**
 * Runs `work` (the duplicate check, then storing the file batch by batch, each batch its own
 * transaction) while no other gateway stores the same file (feed and SHA-256): the second of two sent at
 * once waits, then finds the first stored and changes nothing. On PostgreSQL the lock is a transaction
 * advisory lock held by a transaction of its own (it writes nothing) for as long as `work` runs; a
 * gateway that dies lets it go with its connection. The embedded database has one process, whose map
 * of files being stored is the lock (a transaction held open there would stop every other query).
 * A process stores FILES_AT_ONCE files at a time on PostgreSQL.
 */
export async function withFileLock<T>(
  db: Database,
  feed: FeedName,
  sha256: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = `feed-file:${feed}:${sha256}`;
  if (db.kind === 'pg') {
    if (!/^feed-file:[a-z]+:[0-9a-f]{64}$/.test(key)) throw new Error(`not a feed file's lock: ${key}`);
    return inTurn(() =>
      db.transaction(async (tx) => {
        // A simple query, the key written into it: a statement with parameters leaves its portal, and
        // the portal's snapshot, open until the transaction ends. That snapshot held back the cleanup
        // of every row version the file's batches replaced (its rollups', players', upload row's) for as
        // long as the file was stored: each batch found more dead versions, and took 40% longer.
        await tx.execScript(`SELECT pg_advisory_xact_lock(hashtextextended('${key}', 39))`);
        return work();
      }),
    );
  }
  const before = storing.get(key) ?? Promise.resolve();
  const done = before.catch(() => undefined).then(work);
  const settled = done.catch(() => undefined);
  storing.set(key, settled);
  try {
    return await done;
  } finally {
    if (storing.get(key) === settled) storing.delete(key);
  }
}
