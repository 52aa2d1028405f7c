import { QueryClient } from '@tanstack/react-query';
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
