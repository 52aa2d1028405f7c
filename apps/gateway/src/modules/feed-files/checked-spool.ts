import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ActivityRecord } from '@affiliate/contract';
import { spoolDirectory } from './spool.ts';

/** A batch of rows the check passed, as the store takes it. */
export interface CheckedBatch {
  records: ActivityRecord[];
  /** The line each record starts on. */
  lines: number[];
  /** The file's data rows read up to the end of this batch (the upload's progress). */
  rowsThrough: number;
}

/**
 * The rows an activity file's check passed, written batch by batch (a JSON line each) beside the
 * spooled file under the data directory, for the store to read back without parsing or checking the
 * CSV again: the file is read and checked once. Neither pass holds more than a batch or two.
 */
export class CheckedSpool {
  private readonly out: WriteStream;
  private closed = false;

  private constructor(readonly path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    // A write error is thrown by the next write or the close (events.once rejects on it).
    this.out.on('error', () => undefined);
  }

  /** A new, empty spool in the data directory's spool directory (made by the file's own spool). */
  static create(dataDir: string): CheckedSpool {
    return new CheckedSpool(path.join(spoolDirectory(dataDir), `${randomUUID()}.checked.jsonl`));
  }

  async write(batch: CheckedBatch): Promise<void> {
    if (this.out.errored) throw this.out.errored;
    if (!this.out.write(`${JSON.stringify(batch)}\n`)) await once(this.out, 'drain');
  }

  /** Every batch written is on disk once this resolves. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.out.errored) throw this.out.errored;
    const finished = once(this.out, 'finish');
    this.out.end();
    await finished;
  }

  /** The batches, in the order written. */
  async *batches(): AsyncGenerator<CheckedBatch> {
    await this.close();
    const input = createReadStream(this.path);
    const lines = createInterface({ input, crlfDelay: Infinity });
    try {
      for await (const line of lines) if (line) yield JSON.parse(line) as CheckedBatch;
    } finally {
      lines.close();
      input.destroy();
    }
  }

  /** Deletes the spool (once the file is stored, refused or stopped). */
  async remove(): Promise<void> {
    this.closed = true;
    // Closed first: a file still being opened would be created after it was deleted.
    if (!this.out.closed) {
      const closed = once(this.out, 'close').catch(() => undefined);
      this.out.destroy();
      await closed;
    }
    await rm(this.path, { force: true });
  }
}
