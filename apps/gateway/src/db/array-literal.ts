/**
 * An element PostgreSQL's array input reads as it is, unquoted: letters, digits and the punctuation of
 * numbers, dates and codes. Not the word NULL, which unquoted is a null element.
 */
const PLAIN = /^[\w.:+-]+$/;

/**
 * A large array parameter as PostgreSQL's array text (`{1,2,3}`), joined at once when every element is
 * plain, else the array itself for the driver to quote element by element. node-postgres quotes and
 * escapes every element of an array parameter; for an ingest batch's nine 10,000-element arrays of
 * validated ids, dates, currency codes and amounts that was 16 ms of the event loop per batch
 * (docs/scaling.md, Issue 21, fourth round). Both drivers read the text as the array.
 */
export function arrayParameter(values: readonly (string | number)[]): string | readonly (string | number)[] {
  for (const value of values) {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return values;
    } else if (!PLAIN.test(value) || (value.length === 4 && value.toUpperCase() === 'NULL')) {
      return values;
    }
  }
  return `{${values.join(',')}}`;
}
