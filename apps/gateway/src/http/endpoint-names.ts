import { api, type Endpoint } from '@affiliate/contract';

const names = new Map<Endpoint, string>(
  Object.values(api).flatMap((group) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => [endpoint, name] as const),
  ),
);

/** An endpoint's name: its key in the contract's table (`payWithdrawal`), or its method and path when it is not in the table. */
export function endpointName(endpoint: Endpoint): string {
  return names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}
