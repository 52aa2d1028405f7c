/** A small seeded generator (mulberry32): the same seed gives the same data on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Independent stream for one item (a player), so batches can be cut anywhere. */
  static for(seed: number, ...keys: number[]): Random {
    let h = (seed ^ 0x9e3779b9) >>> 0;
    for (const key of keys) {
      h = Math.imul(h ^ (key >>> 0), 0x85ebca6b) >>> 0;
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
      h = (h ^ (h >>> 16)) >>> 0;
    }
    return new Random(h);
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }

  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Days until an event that happens with probability p each day (0 on the first day). */
  geometric(p: number): number {
    return Math.floor(Math.log(Math.max(this.next(), 1e-12)) / Math.log(1 - p));
  }

  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let pick = this.next() * total;
    for (const [value, weight] of choices) {
      pick -= weight;
      if (pick < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }
}

/** Whole cents as a decimal string: money never passes through a float with decimals. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
