import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
// 256 ids per call into the system's random source instead of one: a call per click was the largest
// single cost of the redirect's own code in a profile.
const POOL_BYTES = ID_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/**
 * A new click id: 128 random bits (32 hex digits) from the CSPRNG, each byte used once. Unguessable, so
 * a click id fed back with a player cannot name someone else's click by chance.
 */
export function newClickId(): string {
  if (offset + ID_BYTES > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}
