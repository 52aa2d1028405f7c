import { activityRecord, playerRecord, type FeedName } from '@affiliate/contract';
import type { z } from 'zod';
import { plainActivityReader } from './plain-activity-row.ts';

/**
 * A feed file's columns are the JSON record's fields, by the same names (the contract's playerRecord
 * and activityRecord): whatever those gain, a file may carry too. An empty cell is an absent field, as
 * a JSON row that leaves it out.
 */
const recordSchemas = { players: playerRecord, activity: activityRecord } as const;

export type FeedRecord<F extends FeedName> = z.output<(typeof recordSchemas)[F]>;

interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
}

/** The field's schema under optional, nullable and default: what a present cell must be. */
function innerType(schema: z.ZodType): string {
  let def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  while (def.innerType && ['optional', 'nullable', 'default', 'prefault'].includes(def.type))
    def = def.innerType._zod.def;
  return def.type;
}

/** Whether the JSON row may leave the field out (optional, or a default). */
function mayBeAbsent(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}

export interface FeedColumns {
  feed: FeedName;
  /** The header's names, in the file's order. */
  names: string[];
  /** Reads a row that is plainly valid without the schema (plain-activity-row.ts); null: every row goes to it. */
  plain: ((cells: string[]) => FeedRecord<FeedName> | null) | null;
}

export interface HeaderProblem {
  column: string | null;
  message: string;
}

/** A name as a report can quote it: no control characters (nor NUL, which jsonb cannot hold), not too long. */
function shown(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 64 ? `${clean.slice(0, 64)}…` : clean;
}

/** The header row checked: every name a field of the feed's record, each once, every required one there. */
export function readHeader(
  feed: FeedName,
  cells: string[],
): { columns: FeedColumns; problems: HeaderProblem[] } {
  const shape = recordSchemas[feed].shape as Record<string, z.ZodType>;
  const fields = Object.keys(shape);
  const problems: HeaderProblem[] = [];
  const names = cells.map((cell) => cell.trim());
  const unknown = names.filter((name) => !fields.includes(name)).map(shown);
  for (const name of unknown) {
    problems.push({
      column: name || null,
      message: `Unknown column${name ? ` ${name}` : ' (an empty name)'}: the ${feed} feed's columns are ${fields.join(', ')}.`,
    });
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) && fields.includes(name))
      problems.push({ column: name, message: `The column ${name} appears more than once.` });
    seen.add(name);
  }
  for (const field of fields) {
    if (!seen.has(field) && !mayBeAbsent(shape[field]!))
      problems.push({ column: field, message: `The column ${field} is missing.` });
  }
  const plain = feed === 'activity' && problems.length === 0 ? plainActivityReader(names) : null;
  return { columns: { feed, names, plain }, problems };
}

const booleans: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** A cell as the JSON value the field takes: booleans and numbers as such, the rest as text. */
function cellValue(schema: z.ZodType, cell: string): unknown {
  switch (innerType(schema)) {
    case 'boolean':
      return booleans[cell.toLowerCase()] ?? cell;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    default:
      return cell;
  }
}

const NUL_MESSAGE = 'Text may not contain NUL characters.';

export interface CellProblem {
  column: string | null;
  message: string;
}

/**
 * A row's cells as the feed's record, checked with the contract's schema as the JSON feed checks it;
 * else what is wrong, by column.
 */
export function readRecord<F extends FeedName>(
  columns: FeedColumns & { feed: F },
  cells: string[],
): { record: FeedRecord<F> } | { problems: CellProblem[] } {
  const plain = columns.plain?.(cells);
  if (plain) return { record: plain as FeedRecord<F> };
  const schema = recordSchemas[columns.feed];
  const shape = schema.shape as Record<string, z.ZodType>;
  const input: Record<string, unknown> = {};
  const unstorable: CellProblem[] = [];
  columns.names.forEach((name, i) => {
    const cell = cells[i] ?? '';
    // PostgreSQL's text cannot hold NUL (valid UTF-8 can carry it; the decoder refuses the rest).
    if (cell.includes('\u0000')) unstorable.push({ column: name, message: NUL_MESSAGE });
    else if (cell !== '') input[name] = cellValue(shape[name]!, cell);
  });
  if (unstorable.length > 0) return { problems: unstorable };
  const parsed = schema.safeParse(input);
  if (parsed.success) return { record: parsed.data as FeedRecord<F> };
  return {
    problems: parsed.error.issues.map((issue) => {
      const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      const empty = column !== null && input[column] === undefined;
      return { column, message: empty ? 'A value is required: the cell is empty.' : issue.message };
    }),
  };
}
