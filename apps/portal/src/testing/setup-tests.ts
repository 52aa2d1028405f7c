import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/config/runtime-config';

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
