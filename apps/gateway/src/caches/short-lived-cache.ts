/**
 * One value read from the database and kept in memory for `ttlMs`: what many requests read and an
 * operator changes about never. This process forgets it the moment the change is made through it; another
 * process (a replica) sees the change within `ttlMs`. A read that began before a change cannot put the old
 * value back (generations).
 */
export class ShortLivedCache<T> {
  private cached: { value: T; until: number } | null = null;
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async get(nowMs: number, read: () => Promise<T>): Promise<T> {
    if (this.cached && nowMs < this.cached.until) return this.cached.value;
    const began = this.generation;
    const value = await read();
    if (began === this.generation) this.cached = { value, until: nowMs + this.ttlMs };
    return value;
  }

  forget(): void {
    this.generation += 1;
    this.cached = null;
  }
}
