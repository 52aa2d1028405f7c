import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PlainCsvCheck } from './plain-csv.ts';

/** The file went past the size limit; what was read of it is thrown away. */
export class FeedFileTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The file is larger than ${limit} bytes.`);
    this.name = 'FeedFileTooLarge';
  }
}

export interface SpooledFile {
  path: string;
  bytes: number;
  sha256: string;
  /** Plain CSV (no quotes, no lone CR): read by lines, without the parser (plain-csv.ts). */
  plain: boolean;
  /** Deletes the spooled copy (called once the file is stored or refused). */
  remove(): Promise<void>;
}

/** Where files wait while they are read: under the data directory, never elsewhere. */
export function spoolDirectory(dataDir: string): string {
  return path.join(dataDir, 'feed-files');
}

/**
 * Writes the incoming file to a spool file under the data directory as it arrives, hashing and
 * counting it and seeing whether it is plain CSV: the file is stored from there at the disk's pace, so
 * a slow sender never holds a database transaction open, and a file sent before is recognised by its
 * SHA-256 before any row is read. Memory stays at a few stream buffers whatever the file's size; the
 * copy is deleted after.
 */
export async function spoolFile(input: Readable, dataDir: string, limit: number): Promise<SpooledFile> {
  const directory = spoolDirectory(dataDir);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const file = path.join(directory, `${randomUUID()}.csv`);
  const remove = () => rm(file, { force: true });
  const hash = createHash('sha256');
  const plain = new PlainCsvCheck();
  let bytes = 0;
  const out = createWriteStream(file, { mode: 0o600 });
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        input.off('data', onData);
        input.pause();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const onData = (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit the sender is not read further (nor is the stream destroyed, so the refusal can
        // still be answered on it); the answer closes the connection.
        if (bytes > limit) return fail(new FeedFileTooLarge(limit));
        hash.update(chunk);
        plain.update(chunk);
        if (!out.write(chunk)) {
          input.pause();
          out.once('drain', () => input.resume());
        }
      };
      input.on('data', onData);
      input.once('end', resolve);
      input.once('error', fail);
      input.once('aborted', () => fail(new Error('The sender stopped before the end of the file.')));
      out.once('error', fail);
    });
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(resolve);
    });
  } catch (error) {
    out.destroy();
    await remove();
    throw error;
  }
  return { path: file, bytes, sha256: hash.digest('hex'), plain: plain.end(), remove };
}
