import type { QueryClient } from '@tanstack/react-query';
import {
  balance,
  paymentOptionFields,
  processedPaymentOptions,
  withdrawalIdentity,
  withdrawalList,
} from '@affiliate/contract/endpoints/payments';
import { endpointKey } from '@/lib/api-client';

/**
 * After money moved (a request, a cancel): the balance, the options (a new detail's review time), the
 * saved details, the open requests and the identity rule (a first withdrawal) are read again, together.
 */
export function refreshMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [balance, processedPaymentOptions, paymentOptionFields, withdrawalList, withdrawalIdentity].map(
      (endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }),
    ),
  );
}
