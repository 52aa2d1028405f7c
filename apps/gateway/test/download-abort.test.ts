import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@affiliate/contract';
import { contractRoute } from '../src/http/contract-route.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * A download the client leaves half-way (the member export, the transactions export, the statement
 * PDF stream like this one): the gateway notes it and moves on, without an error about a 500 it can no
 * longer send. A test route stands in for them, so the stream can be made slow enough to leave.
 */
const slowDownload = endpoint({
  method: 'GET',
  path: '/api/v1/test/slow-download',
  access: 'public',
  summary: 'test only',
  tags: ['test'],
  response: z.string(),
});

describe('a download the client leaves half-way', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } },
      (instance) => {
        contractRoute(instance, slowDownload, async (_request, reply) => {
          let sent = 0;
          const body = new Readable({
            read() {
              sent += 1;
              if (sent > 200) this.push(null);
              else setTimeout(() => this.push(`line ${sent}\n`.repeat(200)), 5);
            },
          });
          return reply.type('text/csv').send(body);
        });
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => closeTestApp(app));

  it('is noted, not logged as an error', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: slowDownload.path }, (response) => {
        expect(response.statusCode).toBe(200);
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) =>
        (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error),
      );
    });
    await expect
      .poll(() => lines.some((line) => line.includes('stream closed prematurely')), { timeout: 10_000 })
      .toBe(true);
    // Whatever else the request would log comes right after.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.msg)).toEqual([]);
    expect(lines.join('\n')).not.toContain('Reply was already sent');
  });
});
