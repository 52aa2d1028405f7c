import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/config/app-config.ts';
import { buildTestApp, closeTestApp } from '../helpers.ts';
import { healthOf, healthSays as redisHealthSays } from './redis-health.ts';
import { startRedisProxy, type RedisProxy } from './redis-proxy.ts';

/**
 * Only with a Redis server (REDIS_URL), reached through a relay the test controls (redis-proxy.ts):
 * the counters are shared while Redis answers; when it hangs (connected, commands unanswered) or goes
 * away (connections dropped and refused), no request waits for it, the limits go on in memory, the
 * health answer says so, and each outage is logged once when it starts and once when it ends.
 */
const redisUrl = process.env.REDIS_URL!;
const nameSpace = `affiliate-test-${randomBytes(4).toString('hex')}:`;
const lines: string[] = [];
let app: FastifyInstance;
let admin: Redis;
let relay: RedisProxy;

beforeAll(async () => {
  admin = new Redis(redisUrl);
  relay = await startRedisProxy(redisUrl);
  app = await buildTestApp({
    redisUrl: relay.url,
    rateLimitNamespace: nameSpace,
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    rateLimits: { ...defaultRateLimits, globalPerIp: 3 },
  });
});
afterAll(async () => {
  await closeTestApp(app);
  await relay.close();
  const keys = await admin.keys(`${nameSpace}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const health = () => healthOf(app);
const settings = (ip: string) =>
  app.inject({ method: 'GET', url: '/api/v1/bo/setting/all', remoteAddress: ip });
const redisLines = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; redis?: string })
    .filter((entry) => entry.redis !== undefined);

const healthSays = (state: 'ok' | 'down') => redisHealthSays(app, state);

/** Five requests from `ip`, each with how long it took. */
async function fiveFrom(ip: string) {
  const answers: Array<{ status: number; ms: number }> = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const { statusCode } = await settings(ip);
    answers.push({ status: statusCode, ms: performance.now() - started });
  }
  return answers;
}

describe('a gateway on a real Redis that hangs, then goes away, for a while', () => {
  it('says redis is ok and counts in Redis while it answers', async () => {
    expect(await healthSays('ok')).toEqual({ data: { status: 'ok', database: 'ok', redis: 'ok' } });
    expect((await settings('10.41.0.1')).statusCode).toBe(200);
    expect((await admin.keys(`${nameSpace}*`)).length).toBeGreaterThan(0);
    expect(redisLines()).toEqual([]);
  });

  it('answers at once with the limits in memory while Redis hangs, and says redis is down', async () => {
    relay.freeze();
    const answers = await fiveFrom('10.41.1.1');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    // Each waits the command timeout (500 ms) at most, not the seconds of a reconnecting client; failing
    // for over a second, Redis counts as down.
    for (const { ms } of answers) expect(ms).toBeLessThan(1_500);
    expect(await health()).toEqual({ data: { status: 'degraded', database: 'ok', redis: 'down' } });
    expect(redisLines().map((entry) => [entry.level, entry.redis])).toEqual([[50, 'down']]);
  });

  it('shares the counts again once Redis answers, and logs that once', async () => {
    relay.thaw();
    expect(await healthSays('ok')).toEqual({ data: { status: 'ok', database: 'ok', redis: 'ok' } });
    expect(redisLines().map((entry) => [entry.level, entry.redis])).toEqual([
      [50, 'down'],
      [30, 'ok'],
    ]);
    expect(redisLines()[1]!.msg).toMatch(/redis is back/);
  });

  it('goes on the same way while Redis is gone, and logs that outage and its end once each', async () => {
    relay.cut();
    expect(await healthSays('down')).toEqual({
      data: { status: 'degraded', database: 'ok', redis: 'down' },
    });
    const answers = await fiveFrom('10.41.2.1');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    for (const { ms } of answers) expect(ms).toBeLessThan(1_000);
    // The client tries to reconnect meanwhile, failing each time: still one line.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    relay.restore();
    expect(await healthSays('ok')).toEqual({ data: { status: 'ok', database: 'ok', redis: 'ok' } });
    expect(redisLines().map((entry) => [entry.level, entry.redis])).toEqual([
      [50, 'down'],
      [30, 'ok'],
      [50, 'down'],
      [30, 'ok'],
    ]);
  });
});
