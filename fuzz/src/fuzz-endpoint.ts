import fc from 'fast-check';
import { z } from 'zod';
import { describeAnswer, toCurl } from './curl.ts';
import type { TableEntry } from './endpoints.ts';
import { send, type HttpAnswer } from './http.ts';
import type { KnownValues } from './known-values.ts';
import { materialize, type Materialized } from './materialize.ts';
import { checkAnswer, expectation, type Expectation } from './oracle.ts';
import type { Ownership } from './ownership.ts';
import type { Deployment } from './product.ts';
import { inputSchemas, planArbitrary, type RequestPlan } from './request-plan.ts';
import type { Sessions } from './sessions.ts';
import { newStats, record, type EndpointStats } from './stats.ts';

export interface RunContext {
  deployment: Deployment;
  sessions: Sessions;
  known: KnownValues;
  ownership: Ownership;
  table: TableEntry[];
}

export interface Failure {
  key: string;
  problem: string;
  expected: Expectation;
  sent: Materialized;
  answer: HttpAnswer;
  seed: number;
  /** fast-check's path to the counterexample (replays it without searching). */
  path: string;
  shrinks: number;
}

/** Most requests spent shrinking one failure; the smallest failing request found by then is reported. */
const SHRINK_BUDGET = 400;

/**
 * One fast-check property per endpoint: each run sends one generated request and checks its answer.
 * A failing request is shrunk (by replaying smaller ones against the product) and reported.
 */
export async function fuzzEndpoint(
  entry: TableEntry,
  ctx: RunContext,
  runs: number,
  seed: number,
): Promise<{ stats: EndpointStats; failure?: Failure }> {
  const { endpoint } = entry;
  const stats = newStats(entry.key, endpoint.method, endpoint.path);
  const schemas = inputSchemas(endpoint);
  const allowedMethods = [
    ...new Set(ctx.table.filter((e) => e.endpoint.path === endpoint.path).map((e) => e.endpoint.method)),
  ];
  const materializeContext = {
    endpoint,
    schemas,
    sessions: ctx.sessions,
    known: ctx.known,
    deployment: ctx.deployment,
  };
  const oracleContext = { endpoint, allowedMethods, sessions: ctx.sessions, ownership: ctx.ownership };

  const responseSchema = z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' });
  const failures = new Map<RequestPlan, Omit<Failure, 'seed' | 'path' | 'shrinks'>>();
  let lastFailure: Omit<Failure, 'seed' | 'path' | 'shrinks'> | undefined;
  let harnessError: unknown;

  const property = fc.asyncProperty(planArbitrary(entry, ctx.table), async (plan) => {
    if (harnessError) return true;
    if (lastFailure && stats.shrinkRequests >= SHRINK_BUDGET) return true;
    let sent: Materialized;
    let answer: HttpAnswer;
    try {
      sent = await materialize(plan, materializeContext);
      answer = await send(ctx.deployment.baseUrl, sent.request);
      record(stats, answer.status, plan.family, answer.ms);
      if (
        answer.status === 401 &&
        plan.auth === 'member' &&
        endpoint.access === 'member' &&
        (await ctx.sessions.revive(plan.as))
      ) {
        // The session had ended for a legitimate reason (a logout, a password change): once more, signed in again.
        sent = await materialize(plan, materializeContext);
        answer = await send(ctx.deployment.baseUrl, sent.request);
        record(stats, answer.status, plan.family, answer.ms);
      }
    } catch (error) {
      harnessError = error;
      return true;
    }
    const expected = expectation(plan, sent, oracleContext);
    if (lastFailure) stats.shrinkRequests += 1;
    learn(ctx, sent, answer, { response: responseSchema, body: schemas.body });
    const problem = await checkAnswer(plan, sent, answer, expected, oracleContext);
    if (!problem) return true;
    lastFailure = { key: entry.key, problem, expected, sent, answer };
    failures.set(plan, lastFailure);
    return false;
  });

  const details = await fc.check(property, { seed, numRuns: runs });
  if (harnessError) throw harnessError;
  if (!details.failed) return { stats };
  stats.failures += 1;
  const plan = details.counterexample?.[0];
  const found = (plan && failures.get(plan)) ?? lastFailure;
  if (!found)
    throw new Error(
      `${entry.key}: fast-check reported a failure the fuzzer did not see: ${String(details.errorInstance)}`,
    );
  return {
    stats,
    failure: { ...found, seed, path: details.counterexamplePath ?? '', shrinks: details.numShrinks },
  };
}

/**
 * What the run learns from an accepted request: the values it holds and earned (for later requests),
 * and that sessions may have changed (checked before the next member request).
 */
export function learn(
  ctx: Pick<RunContext, 'known' | 'ownership'>,
  sent: Pick<Materialized, 'request'>,
  answer: HttpAnswer,
  schemas: { response?: object; body?: object },
): void {
  if (answer.status < 200 || answer.status > 299) return;
  if (sent.request.method !== 'GET') ctx.ownership.stale = true;
  for (const [text, schema] of [
    [answer.text, schemas.response],
    [sent.request.body, schemas.body],
  ] as const) {
    if (!text) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue; // a download, or not JSON
    }
    ctx.known.harvest(value);
    ctx.known.harvestBySchema(value, schema);
  }
}

export function formatFailure(failure: Failure, ctx: RunContext, replay: string): string {
  const credentials = {
    DEMO_TOKEN: ctx.sessions.token('demo'),
    RIVAL_TOKEN: ctx.sessions.token('rival'),
    OPERATOR_TOKEN: ctx.deployment.operatorToken,
    PORTAL_CLIENT_TOKEN: ctx.sessions.portalClientToken,
  };
  return [
    `✗ ${failure.key}: ${failure.problem}`,
    `  request: ${failure.sent.detail}; expected ${failure.expected.stage}: ${failure.expected.why}`,
    `  shrunk in ${failure.shrinks} steps; replay: ${replay}`,
    '',
    '  # Against `npm start` (http://localhost:3000): sign in and read the tokens this request uses',
    '  BASE=http://localhost:3000',
    `  DEMO_TOKEN=$(curl -s "$BASE/api/v1/auth/login" -H 'content-type: application/json' -d '{"username":"demo","password":"demo-partner-2026"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.token')`,
    `  RIVAL_TOKEN=$(curl -s "$BASE/api/v1/auth/login" -H 'content-type: application/json' -d '{"username":"rival","password":"rival-partner-2026"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).data.token')`,
    '  OPERATOR_TOKEN=$(cat data/operator-token)',
    `  PORTAL_CLIENT_TOKEN=$(curl -s "$BASE/config.json" | node -pe 'JSON.parse(require("fs").readFileSync(0)).portalClientToken')`,
    `  ${toCurl(failure.sent.request, credentials)}`,
    '',
    '  answer:',
    ...describeAnswer(failure.answer)
      .split('\n')
      .map((line) => `    ${line}`),
  ].join('\n');
}
