/**
 * An element PostgreSQL's array input reads as it is, unquoted: letters, digits and the punctuation of
 * numbers, dates and codes. Not the word NULL, which unquoted is a null element.
 */
const PLAIN = /^[\w.:+-]+$/;

/**
 * An array parameter as PostgreSQL's array text (`{1,2,NULL}`), joined at once when every element is a
 * finite number, null or a plain string; otherwise the array itself, for node-postgres to quote element
 * by element. PostgreSQL reads both alike: quoting changes nothing for a plain element. The driver
 * quotes and escapes every element of every array; an ingest batch's nine arrays of 10,000 validated
 * ids, dates, currency codes and amounts cost 16 ms of the event loop that way (docs/bench-log.md,
 * Issue 21, fourth round).
 */
export function arrayParameter(values: readonly unknown[]): string | readonly unknown[] {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null) parts[i] = 'NULL';
    else if (typeof value === 'number' && Number.isFinite(value)) parts[i] = String(value);
    else if (typeof value === 'string' && PLAIN.test(value) && value.toUpperCase() !== 'NULL')
      parts[i] = value;
    else return values;
  }
  return `{${parts.join(',')}}`;
}
