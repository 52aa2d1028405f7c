import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The screen tests drive whole screens through user events; on a busy shared machine (2 cores, several
    // suites at once) 5 s per test is not always enough for what takes 1-2 s alone.
    testTimeout: 15_000,
  },
});
