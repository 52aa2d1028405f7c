import { FEED_FILE_ERRORS_LISTED, type FeedFileError } from '@affiliate/contract';

/** The file's refused rows: the first FEED_FILE_ERRORS_LISTED problems listed, all counted. */
export class FileErrors {
  readonly listed: FeedFileError[] = [];
  count = 0;
  refusedRows = 0;

  add(line: number, column: string | null, message: string): void {
    this.count += 1;
    if (this.listed.length < FEED_FILE_ERRORS_LISTED) this.listed.push({ line, column, message });
  }

  /** A row is refused (its problems are added apart: a row may have several). */
  refuse(): void {
    this.refusedRows += 1;
  }

  /**
   * A batch's rows refused by the database (`lines[i]` is the line of the batch's row i), each problem
   * listed: the indexes of the rows refused, for the rest of the batch to be tried without them.
   */
  refuseBatchRows(
    problems: readonly { index: number; column: string | null; message: string }[],
    lines: readonly number[],
  ): Set<number> {
    const refused = new Set<number>();
    for (const problem of problems) {
      const line = lines[problem.index] ?? 1;
      if (!refused.has(problem.index)) this.refuse();
      refused.add(problem.index);
      this.add(line, problem.column, problem.message);
    }
    return refused;
  }

  sorted(): FeedFileError[] {
    return [...this.listed].sort((a, b) => a.line - b.line);
  }
}
