import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { CsvItem, CsvProblem } from './csv-item.ts';
import { plainCsvItems } from './plain-csv.ts';

export type { CsvItem, CsvProblem, CsvRow } from './csv-item.ts';

/** The file is not UTF-8 text. */
export class NotUtf8 extends Error {
  constructor() {
    super('The file is not UTF-8 text: save it as CSV UTF-8 and send it again.');
    this.name = 'NotUtf8';
  }
}

/** Comma or semicolon, whichever the header line uses more (a header's names hold neither). */
export function headerDelimiter(headerLine: string): ',' | ';' {
  const count = (character: string) => headerLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function problemMessage(error: CsvError): string {
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')
    return 'The row has a different number of cells than the header.';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'A quoted cell is not closed.';
  return 'The row is not valid CSV: check its quotes.';
}

/**
 * Reads a CSV file as it arrives: UTF-8 (a BOM is dropped, invalid bytes refuse the file), comma or
 * semicolon as the header line says, lines ended by LF or CRLF. The first item is the header row.
 * A line that is not a row is yielded as a problem and reading goes on, so one report lists them all.
 * A file known to be plain (plain-csv.ts: no quotes, no lone CR) is split by lines, without the parser.
 */
export async function* csvItems(input: Readable, plain = false): AsyncGenerator<CsvItem> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    try {
      return chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true });
    } catch {
      throw new NotUtf8();
    }
  };
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  // The header line decides the delimiter: read until it is whole.
  let head = '';
  let ended = false;
  while (!/[\r\n]/.test(head) && head.length < 1_000_000) {
    const next = await chunks.next();
    if (next.done) {
      head += decode();
      ended = true;
      break;
    }
    head += decode(next.value);
  }
  const delimiter = headerDelimiter(head.split(/\r?\n|\r/, 1)[0] ?? '');
  if (plain) {
    try {
      yield* plainCsvItems(
        (async function* () {
          yield head;
          if (ended) return;
          for (;;) {
            const next = await chunks.next();
            if (next.done) break;
            yield decode(next.value);
          }
          yield decode();
        })(),
        delimiter,
      );
    } finally {
      await chunks.return?.();
    }
    return;
  }
  const parser = parse({
    delimiter,
    record_delimiter: ['\r\n', '\n'],
    info: true,
    raw: true,
    trim: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  const problems: CsvProblem[] = [];
  parser.on('skip', (error: CsvError) => {
    problems.push({ line: Number(error.lines) || 1, message: problemMessage(error) });
  });
  const feeding = (async () => {
    if (head && !parser.write(head)) await once(parser, 'drain');
    if (!ended) {
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        const text = decode(next.value);
        if (text && !parser.write(text)) await once(parser, 'drain');
      }
      const rest = decode();
      if (rest) parser.write(rest);
    }
    parser.end();
  })().catch((error: unknown) => parser.destroy(error as Error));
  try {
    for await (const record of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      while (problems.length > 0) yield { kind: 'problem', problem: problems.shift()! };
      // `lines` is the line a record ends on; a quoted cell may span lines. The raw text starts with
      // the empty lines skipped before the record, which are not its own.
      const own = record.raw.replace(/^(?:[\t\f\r ]*\n)+/, '').replace(/\r?\n$/, '');
      const inside = own.split('\n').length - 1;
      yield { kind: 'row', row: { line: record.info.lines - inside, cells: record.record } };
    }
    await feeding;
    while (problems.length > 0) yield { kind: 'problem', problem: problems.shift()! };
  } finally {
    parser.destroy();
    await chunks.return?.();
  }
}
