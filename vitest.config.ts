import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: the contract's unit tests, the portal's unit tests (jsdom) and the
// gateway's tests (app.inject against a fresh database per file).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/portal', 'apps/gateway'],
  },
});
