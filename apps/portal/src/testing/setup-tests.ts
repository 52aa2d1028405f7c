import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as TestingLibrary from '@testing-library/react';
import { i18n } from '@lingui/core';
import { setRuntimeConfig } from '@/config/runtime-config';
import { setCurrentLanguage } from '@/lib/i18n/language';
import { messages as firstTexts } from '@/locales/en/first.po';
import { messages as portalTexts } from '@/locales/en/portal.po';

// Every rendered tree gets the language context the portal's entry gives it (main.tsx), English unless
// a test switches (testing/i18n-render.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof TestingLibrary>();
  const { withLanguage } = await import('./i18n-render');
  return {
    ...original,
    render: (ui: Parameters<typeof original.render>[0], options?: Parameters<typeof original.render>[1]) =>
      original.render(ui, { ...options, wrapper: withLanguage(options?.wrapper) }),
  };
});
i18n.load('en', { ...firstTexts, ...portalTexts });

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
  setCurrentLanguage('en');
  i18n.activate('en');
  document.documentElement.lang = 'en';
  act(() => storeResetFns.forEach((reset) => reset()));
  setRuntimeConfig({
    apiBaseUrl: 'http://gateway.test',
    portalClientToken: 'portal-client-token',
    brandName: 'Test Brand',
    kyc: {
      successUrl: 'http://portal.test/kyc?result=success',
      errorUrl: 'http://portal.test/kyc?result=error',
    },
    texts: {},
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
