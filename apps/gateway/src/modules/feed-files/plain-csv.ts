import type { CsvItem } from './csv-item.ts';

/**
 * Whether a file's bytes are plain CSV: no quote, and every CR the start of a CRLF. Such a file's rows
 * are its lines and its cells what lies between delimiters, so `plainCsvItems` reads it without the
 * CSV parser (most of the cost of reading a file); any other file goes to the parser. Fed chunk by
 * chunk as the file is spooled.
 */
export class PlainCsvCheck {
  plain = true;
  private endedOnCr = false;

  update(chunk: Buffer): void {
    if (!this.plain || chunk.length === 0) return;
    if (this.endedOnCr && chunk[0] !== 0x0a) this.plain = false;
    if (chunk.includes(0x22)) this.plain = false;
    for (let cr = chunk.indexOf(0x0d); cr !== -1 && this.plain; cr = chunk.indexOf(0x0d, cr + 1)) {
      if (cr + 1 < chunk.length && chunk[cr + 1] !== 0x0a) this.plain = false;
    }
    this.endedOnCr = chunk[chunk.length - 1] === 0x0d;
  }

  /** The file's end: a CR last is a lone one. */
  end(): boolean {
    if (this.endedOnCr) this.plain = false;
    return this.plain;
  }
}

/** What the parser trims off a cell's start (csv-parse's `trim`: CR, LF, form feed, space, tab). */
const LEADING = /^[\r\n\f \t]+/;

/** A cell as the parser gives it: its start trimmed of those, its end of any white space (String#trimEnd). */
function trimmed(cell: string): string {
  const first = cell.charCodeAt(0);
  const leading = first === 0x20 || first === 0x09 || first === 0x0d || first === 0x0a || first === 0x0c;
  return (leading ? cell.replace(LEADING, '') : cell).trimEnd();
}

/**
 * The items `csvItems` yields for a plain file (PlainCsvCheck), read line by line: the same rows, cells,
 * line numbers and problems as csv-parse with csvItems' options gives (test/feed-files-plain-csv.test.ts
 * compares the two). A line of nothing but what a cell's start is trimmed of is skipped; a row with
 * another number of cells than the first (the header) is a problem.
 */
export async function* plainCsvItems(
  texts: AsyncIterable<string>,
  delimiter: ',' | ';',
): AsyncGenerator<CsvItem> {
  let line = 0;
  let cellsPerRow = -1;
  let rest = '';
  function* lineItems(text: string): Generator<CsvItem> {
    line += 1;
    if (text.replace(LEADING, '') === '') return;
    const cells = text.split(delimiter).map(trimmed);
    if (cellsPerRow === -1) cellsPerRow = cells.length;
    if (cells.length !== cellsPerRow) {
      yield {
        kind: 'problem',
        problem: { line, message: 'The row has a different number of cells than the header.' },
      };
      return;
    }
    yield { kind: 'row', row: { line, cells } };
  }
  for await (const text of texts) {
    const chunk = rest + text;
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      const cut = end > start && chunk.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
      yield* lineItems(chunk.slice(start, cut));
      start = end + 1;
    }
    rest = chunk.slice(start);
  }
  if (rest !== '') yield* lineItems(rest);
}
