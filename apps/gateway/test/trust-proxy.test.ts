import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { parseTrustProxy, type TrustProxy } from '../src/config/trust-proxy.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * Behind the shipped balancer the client must not choose the address rate limits and the audit see:
 * HAProxy sets X-Forwarded-For to the connection's address (deploy/haproxy.cfg) and the gateways
 * believe that one hop only (compose.yaml's TRUST_PROXY).
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const shipped = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** compose.yaml's TRUST_PROXY, parsed as the gateway parses it. */
function shippedTrustProxy(): TrustProxy {
  const text = /^\s*TRUST_PROXY:\s*'?([^'\n]*)'?\s*$/m.exec(shipped('compose.yaml'))?.[1];
  expect(text, 'compose.yaml sets TRUST_PROXY').toBeDefined();
  const parsed = parseTrustProxy(text!);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.value;
}

describe('TRUST_PROXY', () => {
  it('takes a hop count, addresses and ranges, or false', () => {
    expect(parseTrustProxy('false')).toEqual({ value: false });
    expect(parseTrustProxy('0')).toEqual({ value: false });
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ value: 2 });
    expect(parseTrustProxy('10.0.0.2, 172.16.0.0/12,::1,loopback')).toEqual({
      value: ['10.0.0.2', '172.16.0.0/12', '::1', 'loopback'],
    });
  });

  it('refuses "true" (every hop: the client would choose its own address) and what is not an address', () => {
    const env = {
      DATA_DIR: '/nonexistent-data',
      JWT_SECRET: 'x'.repeat(32),
      OPERATOR_TOKENS: 'o'.repeat(16),
    };
    const problemOf = (value: string) => {
      try {
        loadConfig({ ...env, TOTP_ENCRYPTION_KEY: '00'.repeat(32), TRUST_PROXY: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.join('\n');
      }
      return null;
    };
    expect(problemOf('true')).toMatch(/^TRUST_PROXY: "true" would trust every hop.*X-Forwarded-For/);
    expect(problemOf('gateway.example')).toMatch(/^TRUST_PROXY: "gateway.example" is not an IP address/);
    expect(problemOf('10.0.0.0/33')).toMatch(/^TRUST_PROXY: .*prefix length/);
    expect(problemOf('11')).toMatch(/^TRUST_PROXY: .*at most 10/);
    expect(problemOf('1')).toBeNull();
  });

  it("the shipped balancer sets the header to the connection's address rather than appending to the client's", () => {
    const config = shipped('deploy/haproxy.cfg');
    const lines = config.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(lines.some((line) => /^\s*http-request set-header X-Forwarded-For %\[src\]\s*$/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => /\boption\s+forwardfor\b/.test(line))).toBe(false);
  });
});

describe('a gateway configured as shipped (compose.yaml) behind the balancer', () => {
  const BALANCER = '172.18.0.9';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(
      {
        trustProxy: shippedTrustProxy(),
        rateLimits: { ...defaultRateLimits, loginPerIp: 3, loginPerAccount: 1000 },
      },
      (instance) => instance.get('/test/ip', async (request) => ({ ip: request.ip })),
    );
  });
  afterAll(async () => closeTestApp(app));

  const ipSeen = async (forwardedFor: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json<{ ip: string }>().ip;

  it("does not take a client-supplied first X-Forwarded-For entry as the request's address", async () => {
    // What a balancer that appends would pass on from a client that sent its own header.
    expect(await ipSeen('6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen('10.0.0.1, 6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    // What the shipped balancer passes on: the connection's address alone.
    expect(await ipSeen('198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps counting one client against its limit whatever it writes first in the header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: BALANCER,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.8` },
        payload: { username: `nobody-${i}`, password: 'wrong-password-123' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
