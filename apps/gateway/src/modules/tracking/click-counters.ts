/**
 * One counter table a click flush adds to: its key (without the lane), the columns a new row also
 * takes (set once, never added to), and how each count moves (`r` the row, `s` the flush's figures).
 */
export interface ClickCounter {
  /** The name of the statement's parts for it. */
  name: string;
  table: string;
  key: readonly string[];
  /** Columns a new row takes from the figures besides its key and counts. */
  described?: readonly string[];
  /** Count column → its new value from the row `r` and the flush's figures (named by `figures`). */
  counts: Readonly<Record<string, (figures: string) => string>>;
  /** A statement part giving the flush's figures: the key's columns (unique), `described` and the counts. */
  figures: string;
  updateFirst?: boolean;
}

/**
 * The statement parts (CTEs) adding a flush's figures to a counter in the flush's lane (`lane`, a
 * parameter): an UPDATE of the rows there are, then an INSERT of the rest, which adds to a row that
 * another replica's flush in the same lane inserted meanwhile (ON CONFLICT). Not an upsert of every
 * row: an INSERT ... ON CONFLICT DO UPDATE of a row that exists locks it first, a second WAL record
 * and most of the work again for each of the flush's counter rows (docs/scaling.md, Tracking
 * redirect). The figures' key is unique, so no row is updated twice; rows are taken in key order, so
 * two flushes sharing a lane mostly lock theirs in the same order (a deadlock is retried).
 */
export function addToCounter(counter: ClickCounter, lane: string): string {
  const { name, table, key, counts, figures } = counter;
  const described = counter.described ?? [];
  const sameKey = (row: string, other: string) => key.map((k) => `${row}.${k} = ${other}.${k}`).join(' AND ');
  const set = (from: string) =>
    Object.entries(counts)
      .map(([column, value]) => `${column} = ${value(from)}`)
      .join(', ');
  const columns = [...key, 'lane', ...described, ...Object.keys(counts)];
  if (!counter.updateFirst)
    return `${name} AS (
  INSERT INTO ${table} AS r (${columns.join(', ')})
  SELECT ${[...key, lane, ...described, ...Object.keys(counts)].map((c) => (c === lane ? c : `s.${c}`)).join(', ')}
  FROM ${figures} AS s
  ORDER BY ${key.map((k) => `s.${k}`).join(', ')}
  ON CONFLICT (${[...key, 'lane'].join(', ')}) DO UPDATE SET ${set('EXCLUDED')}
)`;
  return `${name}_added AS (
  UPDATE ${table} AS r SET ${set('s')}
  FROM (SELECT * FROM ${figures} ORDER BY ${key.join(', ')}) AS s
  WHERE ${sameKey('r', 's')} AND r.lane = ${lane}
  RETURNING ${key.map((k) => `r.${k}`).join(', ')}
), ${name}_new AS (
  INSERT INTO ${table} AS r (${columns.join(', ')})
  SELECT ${[...key, lane, ...described, ...Object.keys(counts)].map((c) => (c === lane ? c : `s.${c}`)).join(', ')}
  FROM ${figures} AS s
  WHERE NOT EXISTS (SELECT 1 FROM ${name}_added a WHERE ${sameKey('a', 's')})
  ORDER BY ${key.map((k) => `s.${k}`).join(', ')}
  ON CONFLICT (${[...key, 'lane'].join(', ')}) DO UPDATE SET ${set('EXCLUDED')}
)`;
}
