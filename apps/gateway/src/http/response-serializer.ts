import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { sharedEncodings } from '../caches/shared-answers.ts';

/**
 * Responses are written by fast-json-stringify, compiled once per route from the contract's zod schema
 * (as JSON Schema). Like the zod serializer it replaces, it writes only the properties the contract
 * declares, so a column a repository selects by mistake never reaches a client; unlike it, it does not
 * parse every response through zod first, which profiling showed as a sixth of a hot request's CPU.
 *
 * With `checkAgainstContract` (the gateway suite turns it on) each response is also parsed with the zod
 * schema before it is written, so a response that breaks the contract fails a test.
 *
 * A shared answer (caches/shared-answers.ts) is written once and its text kept beside it.
 */
export function contractSerializerCompiler(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const write = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    const check = (data: unknown) => {
      const checked = schema.safeParse(data);
      if (!checked.success)
        throw new Error(`Response of ${method} ${url} breaks the contract: ${checked.error.message}`);
    };
    return (data: unknown) => {
      const shared = sharedEncodings(data);
      if (shared?.json !== undefined) return shared.json;
      if (options.checkAgainstContract) check(data);
      const json = write(data);
      if (shared) shared.json = json;
      return json;
    };
  };
}
