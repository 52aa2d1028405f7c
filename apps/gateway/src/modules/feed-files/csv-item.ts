/** One data row of the file, the cells as written (trimmed), with the line it starts on. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** A line that is not a row (a quote left open, a row with too few or too many cells). */
export interface CsvProblem {
  line: number;
  message: string;
}

export type CsvItem = { kind: 'row'; row: CsvRow } | { kind: 'problem'; problem: CsvProblem };
