import { Transform, type TransformCallback } from 'node:stream';

/** Why a pull could not get its file, in words the console and the admins' mail show (never a secret). */
export class PullFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PullFailure';
  }
}

/**
 * Passes the file through, counting its bytes, and fails the stream once it passes `maxBytes`, so a
 * source that sends far more than a feed file never fills the gateway's memory or the database.
 */
export function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new PullFailure(`The file is larger than the limit of ${megabytes(maxBytes)}.`));
      else done(null, chunk);
    },
  });
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
