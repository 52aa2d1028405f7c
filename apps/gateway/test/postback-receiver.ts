import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a tracker received it. */
export interface ReceivedPostback {
  method: string;
  url: string;
  query: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on loopback standing in for an affiliate's tracker: it keeps every request and
 * answers what the test tells it to (a status, a redirect, or nothing at all).
 */
export class PostbackReceiver {
  readonly received: ReceivedPostback[] = [];
  answer: { status: number; headers?: Record<string, string>; body?: string } | 'silence' = {
    status: 200,
    body: 'OK',
  };
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      this.received.push({
        method: req.method ?? '',
        url,
        query: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (this.answer === 'silence') return;
      res.writeHead(this.answer.status, this.answer.headers).end(this.answer.body ?? '');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Checks `X-Goldline-Signature` as an affiliate's tracker would (the documented recipe): any v1 that
 * is the HMAC-SHA256 of "<t>.<payload>" under the secret, compared in constant time.
 */
export function signatureVerifies(
  header: string | string[] | undefined,
  payload: string,
  secret: string,
): boolean {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = parts.find(([name]) => name === 't')?.[1];
  if (!t) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest();
  return parts.some(
    ([name, value]) =>
      name === 'v1' &&
      value.length === expected.length * 2 &&
      timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}
