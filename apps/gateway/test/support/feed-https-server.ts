import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A certificate made for this run by openssl, for localhost and 127.0.0.1, self-signed. */
export function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'feed-https-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface FeedRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A brand's export server on loopback over real TLS: it keeps each request and answers what the test
 * says (a CSV body, or a status), the way a platform's scheduled export would.
 */
export class FeedHttpsServer {
  readonly requests: FeedRequest[] = [];
  answer: { status: number; body?: string; headers?: Record<string, string> } = { status: 200, body: '' };
  private readonly server: https.Server;

  constructor(certificate: { cert: string; key: string }) {
    this.server = https.createServer(certificate, (req, res) => {
      this.requests.push({ url: req.url ?? '', headers: req.headers });
      res.writeHead(this.answer.status, { 'content-type': 'text/csv', ...this.answer.headers });
      res.end(this.answer.body ?? '');
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `https://localhost:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
