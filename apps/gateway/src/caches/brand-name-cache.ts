/**
 * The brand name `/config.json` shows, kept in memory: every page load of the portal asks for it, and
 * it changes about never. This process forgets it the moment the operator sets the `brand` setting
 * through it; another process (a replica) shows the new name within `ttlMs`.
 * A read that began before a change cannot put the old name back (generations).
 */
export const BRAND_NAME_TTL_MS = 30_000;

export class BrandNameCache {
  private cached: { name: string; until: number } | null = null;
  private generation = 0;

  constructor(private readonly ttlMs = BRAND_NAME_TTL_MS) {}

  async get(nowMs: number, read: () => Promise<string>): Promise<string> {
    if (this.cached && nowMs < this.cached.until) return this.cached.name;
    const began = this.generation;
    const name = await read();
    if (began === this.generation) this.cached = { name, until: nowMs + this.ttlMs };
    return name;
  }

  forget(): void {
    this.generation += 1;
    this.cached = null;
  }
}
