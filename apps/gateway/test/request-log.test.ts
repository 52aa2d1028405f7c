import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

// The gateway's log at its default level (info), line by line.
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => closeTestApp(app));

const linesAbout = (url: string) =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => (line.req as { url?: string } | undefined)?.url === url);

describe('request log at info', () => {
  it('writes the request and its answer (method, address, status, time taken) for an API call', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const url = `/api/v1/affiliate/${await affiliateIdOf(app, 'demo')}/referral-codes`;
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url, headers: demo.headers })).statusCode).toBe(200);
    const completed = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(completed[0]!.responseTime).toEqual(expect.any(Number));
    expect(linesAbout(url)).toHaveLength(1);
  });

  it('writes no line for a tracking redirect at info (each click is a stored row already)', async () => {
    lines.length = 0;
    const redirect = await app.inject({
      method: 'GET',
      url: '/r/GOLDDEMO?sub=log',
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(redirect.statusCode).toBe(302);
    const unknown = await app.inject({ method: 'GET', url: '/r/NO-SUCH-CODE-123' });
    expect(unknown.statusCode).toBe(302);
    expect(lines.filter((line) => line.includes('/r/'))).toEqual([]);
    // The line for another route is still written, so the silence above means something.
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBeLessThan(500);
    expect(linesAbout('/api/v1/health')).toHaveLength(1);
    expect(lines.some((line) => line.includes('"msg":"request completed"'))).toBe(true);
  });
});
