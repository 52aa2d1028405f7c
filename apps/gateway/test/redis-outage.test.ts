import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * REDIS_URL pointing where nothing answers (port 1 on this machine is closed): the gateway does not
 * wait for Redis on any request, counts its limits in memory instead, says so in the health answer,
 * and logs the outage once, as one structured line.
 */
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    redisUrl: 'redis://127.0.0.1:1',
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    rateLimits: { ...defaultRateLimits, globalPerIp: 4, loginPerIp: 3, loginPerAccount: 1000 },
  });
});
afterAll(async () => closeTestApp(app));

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

const outageLines = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; redis?: string })
    .filter((entry) => entry.redis !== undefined);

describe('with Redis unreachable', () => {
  it('says redis is down in the health answer, still 200, and answers at once', async () => {
    const { answer, ms } = await timed(() => app.inject({ method: 'GET', url: '/api/v1/health' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { status: 'degraded', database: 'ok', redis: 'down' } });
    expect(ms).toBeLessThan(1_000);
  });

  it('keeps the global per-address limit in memory, every answer quick', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(
        await timed(() =>
          app.inject({ method: 'GET', url: '/api/v1/bo/setting/all', remoteAddress: '10.31.0.1' }),
        ),
      );
    expect(answers.map((a) => a.answer.statusCode)).toEqual([200, 200, 200, 200, 429, 429]);
    // Waiting for Redis took about 4 s a request before.
    for (const { ms } of answers) expect(ms).toBeLessThan(1_000);
    // Another address has its own count.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/bo/setting/all', remoteAddress: '10.31.0.2' }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps the sign-in's own per-address limit in memory, each attempt answered without waiting for Redis", async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        await timed(() =>
          app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            remoteAddress: '10.31.1.1',
            payload: { username: `nobody-${i}`, password: 'wrong-password-123' },
          }),
        ),
      );
    expect(answers.map((a) => a.answer.statusCode)).toEqual([401, 401, 401, 429, 429]);
    // A wrong password costs an argon2 hash (tenths of a second); a sign-in took 6.5-8.4 s before.
    for (const { ms } of answers) expect(ms).toBeLessThan(2_500);
  });

  it('logged the outage once, as an error with its cause, though every request met it', async () => {
    // The client keeps trying to reconnect in the background meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const logged = outageLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, redis: 'down' });
    expect(logged[0]!.msg).toMatch(/redis unavailable/);
    expect(lines.some((line) => line.includes('Unhandled error event'))).toBe(false);
  });
});
