import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvItems, type CsvItem } from '../src/modules/feed-files/csv-lines.ts';
import { PlainCsvCheck } from '../src/modules/feed-files/plain-csv.ts';

/**
 * A plain CSV file (no quotes, no lone CR) is read by lines without the CSV parser: its rows, cells,
 * line numbers and problems must be the parser's, whatever spaces, empty lines, line ends and cell
 * counts it has, and however its bytes arrive.
 */

/** A small deterministic generator (mulberry32): the same files on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pieces = ['a', '12', 'é', '€', ' ', '  ', '\t', '\f', '\u00a0', '\u2028', '\0', 'x y', '-5.50', ''];

function randomFile(next: () => number): Buffer {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const delimiter = pick([',', ';'] as const);
  const columns = 1 + Math.floor(next() * 4);
  const cell = () => Array.from({ length: Math.floor(next() * 3) }, () => pick(pieces)).join('');
  const lines = [Array.from({ length: columns }, (_, i) => ` col${i} `).join(delimiter)];
  const count = Math.floor(next() * 12);
  for (let i = 0; i < count; i++) {
    const kind = next();
    if (kind < 0.1) lines.push('');
    else if (kind < 0.2) lines.push(pick([' ', '\t \f', '\u00a0', ' \t']));
    else {
      const cells = kind < 0.3 ? columns + pick([-1, 1, 2]) : columns;
      lines.push(Array.from({ length: Math.max(cells, 1) }, cell).join(delimiter));
    }
  }
  if (next() < 0.1) lines.unshift(pick(['', ' ']));
  const text = lines.map((line) => line + pick(['\n', '\r\n'])).join('');
  const ending = pick(['all', 'cut', 'cut-space']);
  const body = ending === 'all' ? text : text.replace(/\r?\n$/, ending === 'cut' ? '' : ' ');
  return Buffer.from(next() < 0.2 ? `\ufeff${body}` : body);
}

/** The bytes in chunks of random sizes (cutting CRLFs and multi-byte characters). */
function chunked(bytes: Buffer, next: () => number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(next() * 9);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

async function items(chunks: Buffer[], plain: boolean): Promise<CsvItem[]> {
  const read: CsvItem[] = [];
  for await (const item of csvItems(Readable.from(chunks), plain)) read.push(item);
  return read;
}

/** The rows in order, then the problems in order (the parser may tell a problem before a row above it). */
async function rowsThenProblems(chunks: Buffer[], plain: boolean): Promise<CsvItem[]> {
  const read = await items(chunks, plain);
  return [...read.filter((item) => item.kind === 'row'), ...read.filter((item) => item.kind === 'problem')];
}

function isPlain(chunks: Buffer[]): boolean {
  const check = new PlainCsvCheck();
  for (const chunk of chunks) check.update(chunk);
  return check.end();
}

describe('a plain CSV file', () => {
  it('is read as the CSV parser reads it (2,000 generated files)', async () => {
    const next = random(39);
    for (let i = 0; i < 2000; i++) {
      const bytes = randomFile(next);
      const chunks = chunked(bytes, next);
      expect(isPlain(chunks)).toBe(true);
      const parsed = await rowsThenProblems([bytes], false);
      const read = await rowsThenProblems(chunks, true);
      expect(read, JSON.stringify(bytes.toString())).toEqual(parsed);
    }
  });

  it('reads a spreadsheet’s file: semicolons, a BOM, CRLF, spaces around cells and an empty line', async () => {
    const file = Buffer.from('\ufeffa ; b\r\n 1;2 \r\n\r\n3;\t4\r\n5\r\n');
    expect(await items([file], true)).toEqual([
      { kind: 'row', row: { line: 1, cells: ['a', 'b'] } },
      { kind: 'row', row: { line: 2, cells: ['1', '2'] } },
      { kind: 'row', row: { line: 4, cells: ['3', '4'] } },
      {
        kind: 'problem',
        problem: { line: 5, message: 'The row has a different number of cells than the header.' },
      },
    ]);
  });

  it('is told from one with quotes or a lone CR, which the parser reads', () => {
    expect(isPlain([Buffer.from('a,b\r'), Buffer.from('\n1,2\r\n')])).toBe(true);
    expect(isPlain([Buffer.from('a,b\n1,"2"\n')])).toBe(false);
    expect(isPlain([Buffer.from('a,b\r1,2\n')])).toBe(false);
    expect(isPlain([Buffer.from('a,b\r'), Buffer.from('1,2\n')])).toBe(false);
    expect(isPlain([Buffer.from('a,b\n1,2\r')])).toBe(false);
  });
});
