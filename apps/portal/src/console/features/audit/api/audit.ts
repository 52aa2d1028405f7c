import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { operatorAccounts } from '@affiliate/contract/endpoints/operator-accounts';
import { auditActions, auditLog, type AuditQuery } from '@affiliate/contract/endpoints/operator-audit';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** The query a page of the trail is asked with: the filters, the cursor and the page size (never the page number). */
export type AuditPageQuery = Partial<AuditQuery>;

export function auditPageOptions(query: AuditPageQuery) {
  return queryOptions({
    queryKey: [...consoleQueryKey(auditLog), query] as const,
    queryFn: () => callConsole(auditLog, { query }),
    // The rows on screen stay while the next page loads, marked busy, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export function useAuditPage(query: AuditPageQuery) {
  return useQuery(auditPageOptions(query));
}

/** The action names the trail holds, for the action filter. */
export function useAuditActions() {
  return useQuery({ ...consoleQueryOptions(auditActions), select: (output) => output.data });
}

/** The console's operators, for the operator filter (the Operators screen's own query and cache). */
export function useOperatorChoices() {
  return useQuery({ ...consoleQueryOptions(operatorAccounts), select: (output) => output.data.operators });
}
