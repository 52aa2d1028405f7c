import { defineProject } from 'vitest/config';

// Each test file builds its own gateway on a fresh database (argon2 hashes use 19 MiB each): at most
// two files at once on a two-core machine keeps memory and CPU sane.
export default defineProject({
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
