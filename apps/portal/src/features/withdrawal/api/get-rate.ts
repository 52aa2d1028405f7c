import { queryOptions } from '@tanstack/react-query';
import { paymentOptionRate } from '@affiliate/contract/endpoints/payments';
import type { RateAsset } from '@affiliate/contract/common/payout-options';
import { callEndpointWith, endpointQueryKey } from '@/lib/api-client';

/**
 * The rates call as the specification writes it: without its leading slash. The transport resolves it
 * against the configured base address (not against the page's path), like every other call.
 */
export const RATE_PATH = 'api/v1/payment-option/rates/{asset}/EUR';

/** How often an open withdrawal form reads the rate again, so the equivalent and its staleness follow. */
export const RATE_REFRESH_MS = 60_000;

/** GET api/v1/payment-option/rates/{BITCOIN|USDTTRC20|USDTERC20|USDC}/EUR: the rate, its source and time, and whether it is too old. */
export const getRate = async (asset: RateAsset) =>
  (await callEndpointWith(paymentOptionRate, { params: { asset } }, { path: RATE_PATH })).data;

export const rateQueryOptions = (asset: RateAsset) =>
  queryOptions({
    queryKey: endpointQueryKey(paymentOptionRate, { params: { asset } }),
    queryFn: () => getRate(asset),
    refetchInterval: RATE_REFRESH_MS,
  });
