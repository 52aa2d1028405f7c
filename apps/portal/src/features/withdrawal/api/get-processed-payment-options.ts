import { processedPaymentOptions } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof processedPaymentOptions>) => data;

/** GET /api/v1/bo/me/processed-paymentoptions: each offered option, whether it can be used now (and why not), and its limits. */
export const processedPaymentOptionsQueryOptions = () =>
  endpointQueryOptions(processedPaymentOptions, undefined, unwrap);
