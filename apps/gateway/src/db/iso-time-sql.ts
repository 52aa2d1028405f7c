/**
 * SQL for a timestamptz column as ISO 8601 UTC text with milliseconds, exactly as Date#toISOString
 * writes it (to_char truncates to the millisecond, as a Date does): the gateway passes the text on
 * instead of parsing a Date per row, and it is what json_build_object needs to write the contract's times.
 */
export function isoTimeSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
