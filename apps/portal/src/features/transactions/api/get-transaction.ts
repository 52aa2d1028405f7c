import { transactionDetailEndpoint } from '@affiliate/contract/endpoints/statements';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type TransactionDetail = EndpointOutput<typeof transactionDetailEndpoint>['data'];

const unwrap = ({ data }: EndpointOutput<typeof transactionDetailEndpoint>) => data;

/** GET /api/v1/bo/me/transactions/{transactionId}: every field and a withdrawal's timeline. */
export const transactionQueryOptions = (transactionId: string) =>
  endpointQueryOptions(transactionDetailEndpoint, { params: { transactionId } }, unwrap);
