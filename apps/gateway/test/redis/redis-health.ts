import type { FastifyInstance } from 'fastify';

/** The gateway's health answer (its `redis` says whether the counters are shared right now). */
export const healthOf = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/health' })).json();

/**
 * Polls the health answer until its `redis` is `state`: the client connects and reconnects in the
 * background, and counts made before it is ready are kept in the gateway's own memory.
 */
export async function healthSays(app: FastifyInstance, state: 'ok' | 'down') {
  const deadline = Date.now() + 10_000;
  let answer = await healthOf(app);
  while (answer.data.redis !== state && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await healthOf(app);
  }
  return answer;
}
