import { defineProject } from 'vitest/config';

// Each test file builds its own gateway on a fresh database (argon2 hashes use 19 MiB each): at most
// two files at once on a two-core machine keeps memory and CPU sane.
export default defineProject({
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    // test/pg needs a PostgreSQL server of its own: it runs in the suite's DATABASE_URL pass (.ci/run).
    exclude: process.env.DATABASE_URL ? [] : ['test/pg/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
