import { balanceQueryOptions } from '@/api/get-balance';
import { memberQueryOptions } from '@/api/get-member';
import { isAuthenticated } from '@/lib/authentication';
import { queryClient } from '@/lib/query-client';
import { paymentOptionFieldsQueryOptions } from './get-payment-option-fields';
import { processedPaymentOptionsQueryOptions } from './get-processed-payment-options';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';
import { withdrawalIdentityQueryOptions } from './get-withdrawal-identity';
import { openWithdrawalsQueryOptions } from './get-withdrawals';

/**
 * The withdrawal route's loader: balance, options, two-factor status and the open requests start
 * together while the screen's chunk downloads; the saved details follow the member (the layout is
 * already loading it), since their query names the member's country and currency.
 */
export async function withdrawalLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(balanceQueryOptions());
  void queryClient.prefetchQuery(processedPaymentOptionsQueryOptions());
  void queryClient.prefetchQuery(twoFactorStatusQueryOptions());
  void queryClient.prefetchQuery(openWithdrawalsQueryOptions());
  void queryClient.prefetchQuery(withdrawalIdentityQueryOptions());
  void queryClient.fetchQuery(memberQueryOptions()).then(
    (member) => queryClient.prefetchQuery(paymentOptionFieldsQueryOptions(member)),
    () => undefined,
  );
  return null;
}
