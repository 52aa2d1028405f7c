/**
 * One value read from the database and kept in memory for `ttlMs`: what many requests read and an
 * operator changes about never. This process forgets it the moment the change is made through it; another
 * process (a replica) sees the change within `ttlMs`. Requests that find it expired together share one
 * read, and a read that began before a change cannot put the old value back (generations).
 */
export class ShortLivedCache<T> {
  private cached: { value: T; until: number } | null = null;
  private reading: { generation: number; value: Promise<T> } | null = null;
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async get(nowMs: number, read: () => Promise<T>): Promise<T> {
    if (this.cached && nowMs < this.cached.until) return this.cached.value;
    if (this.reading?.generation === this.generation) return this.reading.value;
    const began = this.generation;
    const reading = { generation: began, value: read() };
    this.reading = reading;
    try {
      const value = await reading.value;
      if (began === this.generation) this.cached = { value, until: nowMs + this.ttlMs };
      return value;
    } finally {
      if (this.reading === reading) this.reading = null;
    }
  }

  forget(): void {
    this.generation += 1;
    this.cached = null;
  }
}
