import { bitcoinAdjustment } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof bitcoinAdjustment>) => data;

/** GET /api/v1/bo/paymentoptions/bitcoin-adjustment/withdraw: the network fee of a Bitcoin withdrawal, in BTC and EUR. */
export const bitcoinAdjustmentQueryOptions = () => ({
  ...endpointQueryOptions(bitcoinAdjustment, undefined, unwrap),
  refetchInterval: 60_000,
});
