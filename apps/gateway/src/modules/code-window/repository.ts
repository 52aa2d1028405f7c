import type { Queryable } from '../../db/database.ts';

export interface WindowState {
  attempts: number;
  started_at: Date;
}

/**
 * Counts one try in the subject's window, in one atomic statement (an upsert takes the row's lock, and
 * concurrent ones each see the other's count), and hands back the count with this try. A window that
 * ended restarts at this try.
 */
export function countAttempt(
  db: Queryable,
  subject: string,
  at: Date,
  windowMs: number,
): Promise<WindowState> {
  return db.one<WindowState>(
    `INSERT INTO wrong_code_windows AS w (subject, attempts, started_at) VALUES ($1, 1, $2)
     ON CONFLICT (subject) DO UPDATE SET
       attempts = CASE WHEN w.started_at <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE w.attempts + 1 END,
       started_at = CASE WHEN w.started_at <= $2::timestamptz - make_interval(secs => $3) THEN $2 ELSE w.started_at END
     RETURNING attempts, started_at`,
    [subject, at, windowMs / 1000],
  );
}

/** A right code: the window's tries are forgiven. */
export async function clearWindow(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM wrong_code_windows WHERE subject = $1', [subject]);
}

/**
 * Removes up to `limit` windows that ended (they hold nothing: the next try starts a new one). Rows
 * another request holds are skipped rather than waited for, so this never blocks or deadlocks.
 */
export async function removeEndedWindows(
  db: Queryable,
  at: Date,
  windowMs: number,
  limit = 100,
): Promise<void> {
  await db.query(
    `DELETE FROM wrong_code_windows WHERE subject IN (
       SELECT subject FROM wrong_code_windows WHERE started_at <= $1::timestamptz - make_interval(secs => $2)
       ORDER BY started_at LIMIT $3 FOR UPDATE SKIP LOCKED)`,
    [at, windowMs / 1000, limit],
  );
}
