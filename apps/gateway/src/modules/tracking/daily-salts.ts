import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { saltOfDay } from './repository.ts';

/**
 * Hashes visitors' addresses with a salt of the UTC day: clicks of one address on one day share a
 * hash (so repeated clicks can be told apart from many visitors), but once the day's salt is deleted
 * (see saltOfDay) nobody can find which address a stored hash was, not even by trying every address.
 * The salt is read once per day and process; a day's first clicks share one read.
 */
export class DailySalts {
  private current: { day: string; salt: Promise<Buffer> } | null = null;

  constructor(private readonly db: Queryable) {}

  /** sha256(salt of the day || address), hex. */
  async hashAddress(day: string, ip: string): Promise<string> {
    const salt = await this.saltOf(day);
    return createHash('sha256').update(salt).update(ip).digest('hex');
  }

  private saltOf(day: string): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    const salt = saltOfDay(this.db, day, randomBytes(32));
    const entry = { day, salt };
    this.current = entry;
    // A failed read is not kept: the next click asks the database again.
    salt.catch(() => {
      if (this.current === entry) this.current = null;
    });
    return salt;
  }
}
