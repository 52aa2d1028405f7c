import { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { readApiFailure } from './api-error';

/** Server state cache. Client errors (4xx) are not retried: asking again gives the same answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        const { status } = readApiFailure(error);
        if (status !== null && status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});

// The gateway writes its sentences (definitions, reasons, deal terms) in the language the portal asks:
// answers kept from before a change of language are asked again in the new one.
i18n.on('change', () => void queryClient.invalidateQueries());
