import { FEED_FILE_ERRORS_LISTED, type FeedFileError } from '@affiliate/contract';

/** Line numbers, one bit each: a file's refused lines kept without holding a number per line. */
class LineSet {
  private bits = new Uint8Array(1024);

  add(line: number): void {
    if (line >> 3 >= this.bits.length) {
      const grown = new Uint8Array(Math.max(this.bits.length * 2, (line >> 3) + 1));
      grown.set(this.bits);
      this.bits = grown;
    }
    this.bits[line >> 3]! |= 1 << (line & 7);
  }

  has(line: number): boolean {
    return ((this.bits[line >> 3] ?? 0) & (1 << (line & 7))) !== 0;
  }
}

/** The file's refused rows: the first FEED_FILE_ERRORS_LISTED problems listed, all counted. */
export class FileErrors {
  readonly listed: FeedFileError[] = [];
  count = 0;
  refusedRows = 0;
  /** The lines of the rows refused, so the pass that stores the file leaves them out. */
  private readonly refusedLines = new LineSet();

  add(line: number, column: string | null, message: string): void {
    this.count += 1;
    if (this.listed.length < FEED_FILE_ERRORS_LISTED) this.listed.push({ line, column, message });
  }

  /** The row starting on `line` is refused (its problems are added apart: a row may have several). */
  refuse(line: number): void {
    this.refusedRows += 1;
    this.refusedLines.add(line);
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
      if (!refused.has(problem.index)) this.refuse(line);
      refused.add(problem.index);
      this.add(line, problem.column, problem.message);
    }
    return refused;
  }

  isRefused(line: number): boolean {
    return this.refusedLines.has(line);
  }

  sorted(): FeedFileError[] {
    return [...this.listed].sort((a, b) => a.line - b.line);
  }
}
