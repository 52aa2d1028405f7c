import type { z } from 'zod';
import type { FeedName } from '@affiliate/contract/endpoints/feed-files';
import { activityRecord, playerRecord } from '@affiliate/contract/endpoints/ingest';

/** A column of a feed's CSV file: the JSON record's field, and whether a row may leave it empty. */
export interface FeedColumn {
  name: string;
  required: boolean;
}

/**
 * A feed's columns, read from the contract's record schema (the gateway reads the file with the same
 * schema), so the help and the templates can never list a column the gateway does not take. A column
 * is optional when the schema takes it absent (an empty cell is an absent field).
 */
function columnsOf(record: z.ZodObject): readonly FeedColumn[] {
  return Object.entries(record.shape).map(([name, schema]) => ({
    name,
    required: !(schema as z.ZodType).safeParse(undefined).success,
  }));
}

export const feedColumns: Record<FeedName, readonly FeedColumn[]> = {
  players: columnsOf(playerRecord),
  activity: columnsOf(activityRecord),
};

export const feedNames: Record<FeedName, string> = { players: 'Players', activity: 'Activity' };

/** What one row of each feed is. */
export const feedRowMeaning: Record<FeedName, string> = {
  players: 'One row per player referred by an affiliate',
  activity: "One row per player's day: a resent day replaces the day, never adds to it",
};

/** A template: the feed's header row alone, as a file the browser saves (no call to the gateway). */
export function templateHref(feed: FeedName): string {
  const header = feedColumns[feed].map((column) => column.name).join(',');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${header}\r\n`)}`;
}

export const templateFileName = (feed: FeedName) => `${feed}-template.csv`;

/**
 * The feed a file's header row names, when it names one feed's columns more than the other's (a file
 * of players chosen with Activity ticked, say); null when it names neither.
 */
export function feedOfHeader(headerLine: string): FeedName | null {
  const cells = new Set(
    headerLine
      .replace(/^\uFEFF/, '')
      .split(/[;,]/)
      .map((cell) => cell.trim().replace(/^"|"$/g, '').trim()),
  );
  const matches = (feed: FeedName) => feedColumns[feed].filter((column) => cells.has(column.name)).length;
  const players = matches('players');
  const activity = matches('activity');
  if (players === activity) return null;
  return players > activity ? 'players' : 'activity';
}

/** A blob's text as UTF-8 (FileReader: Blob.text is missing from some engines, jsdom's among them). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob, 'utf-8');
  });
}

/** The first line of a file (its header row), read from its first 64 KB without reading the rest. */
export async function headerLineOf(file: Blob): Promise<string | null> {
  try {
    return (await readText(file.slice(0, 65_536))).split(/\r?\n/, 1)[0] ?? null;
  } catch {
    return null;
  }
}
