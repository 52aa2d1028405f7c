// Apart from prepared-database.ts, which loads the seed and the database: the starting gateway reads
// these before it has loaded anything else (server.ts).

/** What preparing the database did: migrations applied, whether it created it and seeded the demo. */
export interface PreparedDatabase {
  applied: number;
  created: boolean;
  seeded: boolean;
  /** Made from the demo database `npm install` kept for today, nothing to seed. */
  fromKeptDemo: boolean;
  ms: number;
}

/** The line a person reads about it: "Database created: 61 migrations, demo data seeded (9,243 ms)." */
export function preparedDatabaseLine(run: PreparedDatabase): string {
  if (run.fromKeptDemo && run.applied === 0)
    return `Database created from the demo database npm install prepared today (${run.ms} ms).`;
  if (run.applied === 0) return `Database up to date (${run.ms} ms).`;
  return `Database ${run.created ? 'created' : 'migrated'}: ${run.applied} migrations${
    run.seeded ? ', demo data seeded' : ''
  } (${run.ms} ms).`;
}
