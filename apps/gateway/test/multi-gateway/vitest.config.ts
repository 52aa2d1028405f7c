import { defineConfig } from 'vitest/config';

// `npm run test:multi`: the two-gateway test, apart from the gateway project (which leaves this folder
// out) because it starts real processes and needs the PostgreSQL server, Redis and HAProxy.
export default defineConfig({
  test: {
    name: 'multi-gateway',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
