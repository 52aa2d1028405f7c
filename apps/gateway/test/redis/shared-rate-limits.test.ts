import { randomBytes } from 'node:crypto';
import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/config/app-config.ts';
import { buildTestApp, closeTestApp } from '../helpers.ts';
import { healthSays } from './redis-health.ts';

/**
 * Only with a Redis server (REDIS_URL; vitest.config includes this folder then): two gateway replicas
 * with REDIS_URL count attempts together, so spreading them over replicas does not multiply the limit.
 */
describe('rate limits shared through Redis by several gateway replicas', () => {
  const redisUrl = process.env.REDIS_URL!;
  const nameSpace = `affiliate-test-${randomBytes(4).toString('hex')}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const config = {
      redisUrl,
      rateLimitNamespace: nameSpace,
      rateLimits: { ...defaultRateLimits, loginPerIp: 3, loginPerAccount: 2 },
    };
    [a, b] = await Promise.all([buildTestApp(config), buildTestApp(config)]);
    // Until its client is connected a replica counts in its own memory (plugins/shared-counters.ts).
    for (const app of [a, b]) expect((await healthSays(app, 'ok')).data.redis).toBe('ok');
  });
  afterAll(async () => {
    await Promise.all([closeTestApp(a), closeTestApp(b)]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const login = (app: FastifyInstance, username: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      payload: { username, password: 'wrong-password-123' },
    });

  it('counts one address across replicas', async () => {
    expect((await login(a, 'x1', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(b, 'x2', '10.9.0.1')).statusCode).toBe(401);
    expect((await login(a, 'x3', '10.9.0.1')).statusCode).toBe(401);
    const limited = await login(b, 'x4', '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(errorCodes.rateLimited);
  });

  it('counts one account across replicas and addresses', async () => {
    expect((await login(a, 'demo', '10.9.1.1')).statusCode).toBe(401);
    expect((await login(b, 'demo', '10.9.1.2')).statusCode).toBe(401);
    expect((await login(a, 'demo', '10.9.1.3')).statusCode).toBe(429);
    expect((await login(b, 'demo', '10.9.1.4')).statusCode).toBe(429);
  });

  it('keeps its counters in Redis under its own prefix', async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${nameSpace}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
  });
});
