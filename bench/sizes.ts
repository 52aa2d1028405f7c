/** The two data sizes every endpoint is measured at, to show how cost grows with data. */
export interface BenchSize {
  name: 'small' | 'large';
  database: string;
  players: number;
  activityRows: number;
  days: number;
}

export const benchSizes: BenchSize[] = [
  { name: 'small', database: 'affiliate_bench_small', players: 10_000, activityRows: 100_000, days: 730 },
  {
    name: 'large',
    database: 'affiliate_bench_large',
    players: 1_000_000,
    activityRows: 10_000_000,
    days: 730,
  },
];
