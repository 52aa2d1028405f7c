/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: a cell that is not a plain number and
 * starts with = + - @, a tab or a carriage return would run as a formula, so it gets a leading
 * apostrophe (OWASP's CSV injection advice). Plain numbers, negative ones included, stay numbers.
 */
const plainNumber = /^-?\d+(\.\d+)?$/;
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!plainNumber.test(text) && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvLine(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * UTF-8's byte-order mark: without it Excel reads a CSV in the machine's legacy code page and
 * "Łukasz" opens as "Å\u0081ukasz". Every CSV the product exports goes through `csvFile`, which writes it first.
 */
export const CSV_BOM = '\uFEFF';

/** A whole CSV file: the byte-order mark, then the records as they come. */
export async function* csvFile(records: Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  yield CSV_BOM;
  yield* records;
}
