import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: the contract's unit tests, the portal's unit tests (jsdom) and the
// gateway's tests (app.inject against a fresh database per file).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/portal', 'apps/gateway'],
    // Vitest's default is one worker fewer than the cores: a single one on CI's two-core machine. Every
    // project's files are CPU-bound (the gateway's say so again in its own config), so both cores take files.
    maxWorkers: 2,
  },
});
