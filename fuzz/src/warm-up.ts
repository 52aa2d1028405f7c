import { ownerParam } from '@affiliate/contract';
import { z } from 'zod';
import { pathParamNames, type TableEntry } from './endpoints.ts';
import { learn, type RunContext } from './fuzz-endpoint.ts';
import { send } from './http.ts';
import { AFFILIATES } from './sessions.ts';

/**
 * Before fuzzing, one plain read of every GET endpoint in the table (as each affiliate, or as the
 * operator), so the values the product shows (customer ids, real dates, currencies, amounts) are known
 * to the generators from the first endpoint on, whatever the table's order. Not counted in the figures.
 */
export async function warmUp(ctx: RunContext): Promise<number> {
  let requests = 0;
  for (const { endpoint } of ctx.table.filter((e: TableEntry) => e.endpoint.method === 'GET')) {
    // Only paths whose every parameter is the caller's own id can be read before anything is known.
    if (pathParamNames(endpoint.path).some((name) => name !== ownerParam(endpoint))) continue;
    const callers =
      endpoint.access === 'operator'
        ? [ctx.deployment.operatorToken]
        : AFFILIATES.map((name) => ctx.sessions.token(name));
    for (const [i, token] of callers.entries()) {
      const id = endpoint.access === 'operator' ? 0 : ctx.sessions.id(AFFILIATES[i]!);
      const path = endpoint.path.replace(/\{(\w+)\}/g, () => String(id));
      const request = { method: 'GET', path, query: '', headers: { authorization: `Bearer ${token}` } };
      const answer = await send(ctx.deployment.baseUrl, request);
      requests += 1;
      learn(ctx, { request }, answer, {
        response: z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' }),
      });
    }
  }
  return requests;
}
