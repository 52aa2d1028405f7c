import { api, type Endpoint } from '@affiliate/contract';

/** One endpoint of the contract's table, named by its place there (`auth.login`). */
export interface TableEntry {
  key: string;
  endpoint: Endpoint;
}

/**
 * Every endpoint of the contract's table, in table order. The fuzzer knows nothing else about them:
 * an endpoint added to the table is fuzzed with no edit here.
 */
export function contractEndpoints(): TableEntry[] {
  return Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      key: `${group}.${name}`,
      endpoint,
    })),
  );
}

/** `{id}` names in a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** Every method the product might be asked for; the ones a path does not declare must answer 405. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
