/** The two data sizes every endpoint is measured at, to show how cost grows with data. */
export interface BenchSize {
  name: 'small' | 'medium' | 'large';
  database: string;
  players: number;
  activityRows: number;
  days: number;
  /**
   * Brands the demo affiliate's players come through: with 2, half of them through a code of a second
   * brand (issue 35: the rollups carry the brand through the referral code).
   */
  brands?: 1 | 2;
}

export const benchSizes: BenchSize[] = [
  { name: 'small', database: 'affiliate_bench_small', players: 10_000, activityRows: 100_000, days: 730 },
  /**
   * The largest size this 2-core machine generates in about ten minutes (the large one takes 48), with
   * two brands: where a run cannot wait for the large one (issue 35's before/after).
   */
  {
    name: 'medium',
    database: 'affiliate_bench_medium_brands',
    players: 100_000,
    activityRows: 1_000_000,
    days: 730,
    brands: 2,
  },
  /** Issue 35's item 5: ten million activity rows over two brands (48 minutes to generate here). */
  {
    name: 'large',
    database: 'affiliate_bench_large_brands',
    players: 1_000_000,
    activityRows: 10_000_000,
    days: 730,
    brands: 2,
  },
];
