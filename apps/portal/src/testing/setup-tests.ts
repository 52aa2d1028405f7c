import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/config/runtime-config';

// Every Zustand store starts each test from its initial state (__mocks__/zustand.ts): the files of a
// worker share its modules, stores included.
vi.mock('zustand');
const { storeResetFns } = (await import('zustand')) as unknown as { storeResetFns: Set<() => void> };

// findBy*/waitFor wait up to 5 s (1 s by default): a file's first test waits for its lazily loaded
// screen's code to be transformed, which takes seconds when the suites share two cores; a wrong
// expectation still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  localStorage.clear();
  act(() => storeResetFns.forEach((reset) => reset()));
  setRuntimeConfig({
    apiBaseUrl: 'http://gateway.test',
    portalClientToken: 'portal-client-token',
    brandName: 'Test Brand',
    kyc: {
      successUrl: 'http://portal.test/kyc?result=success',
      errorUrl: 'http://portal.test/kyc?result=error',
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
