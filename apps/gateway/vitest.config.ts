import { defineProject } from 'vitest/config';

// Each test file builds its own gateway on a fresh database (argon2 hashes use 19 MiB each): at most
// two files at once on a two-core machine keeps memory and CPU sane.
export default defineProject({
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    // One migrated and seeded database per run, copied for each test app (test/seeded-database.ts).
    globalSetup: ['test/global-setup.ts'],
    // test/pg and test/redis need a server of their own: they run in the suite's pass with DATABASE_URL
    // and REDIS_URL set (.ci/run), and are left out of the embedded run of `npm test`.
    // test/multi-gateway starts real processes behind HAProxy: its own run (`npm run test:multi`, .ci/run).
    exclude: [
      'test/multi-gateway/**',
      ...(process.env.DATABASE_URL ? [] : ['test/pg/**']),
      ...(process.env.REDIS_URL ? [] : ['test/redis/**']),
    ],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's loaded modules instead of importing the gateway afresh each (measured on the
    // embedded database: 329 s against about 500 s). Each file still builds its own app and database; the
    // modules hold only caches keyed by their inputs (signing keys, mail transports, formats); an app's
    // state lives on its context.
    isolate: false,
    maxWorkers: 2,
  },
});
