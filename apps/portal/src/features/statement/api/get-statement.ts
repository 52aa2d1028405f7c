import { statement } from '@affiliate/contract/endpoints/statements';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import type { StatementMonth } from '../lib/statement-month';

export type StatementOfAccount = EndpointOutput<typeof statement>['data'];

const unwrap = ({ data }: EndpointOutput<typeof statement>) => data;

/** GET /api/v1/bo/me/statement?month=YYYY-MM: every figure computed by the gateway from the ledger. */
export const statementQueryOptions = (month: StatementMonth) => ({
  ...endpointQueryOptions(statement, { query: { month } }, unwrap),
  staleTime: 30_000,
});
