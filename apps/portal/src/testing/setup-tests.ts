import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/config/runtime-config';

// findBy*/waitFor wait up to 3 s (1 s by default): enough for a loaded machine, still quick to fail.
configure({ asyncUtilTimeout: 3_000 });

beforeEach(() => {
  localStorage.clear();
  setRuntimeConfig({
    apiBaseUrl: 'http://gateway.test',
    portalClientToken: 'portal-client-token',
    brandName: 'Test Brand',
    kyc: { successUrl: 'http://portal.test/kyc?result=success', errorUrl: 'http://portal.test/kyc?result=error' },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
