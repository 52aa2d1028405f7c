import { request } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { rootCertificates } from 'node:tls';
import type { Readable } from 'node:stream';
import { PullFailure } from './pull-failure.ts';

export interface HttpsAuth {
  auth: 'none' | 'bearer' | 'basic';
  username: string | null;
  secret: string | null;
}

export interface FetchOptions {
  /** PEM certificates trusted besides the system's (FEED_PULL_CA_FILE: a brand's private CA, a test's). */
  extraCa?: string | undefined;
  /** No answer, or no bytes of the body, for this long fails the pull. */
  timeoutMs: number;
}

function authorization(auth: HttpsAuth): string | undefined {
  if (auth.auth === 'bearer') return `Bearer ${auth.secret ?? ''}`;
  if (auth.auth === 'basic')
    return `Basic ${Buffer.from(`${auth.username ?? ''}:${auth.secret ?? ''}`, 'utf8').toString('base64')}`;
  return undefined;
}

/**
 * GETs the file over HTTPS and answers its body as a stream once the server said 200, so the loader reads
 * it as it arrives and never holds it whole. The certificate is verified (against the system's CAs plus
 * the configured one); redirects are not followed (a bearer token or a password must not travel to
 * wherever a redirect points); any status but 200 fails the pull with the status in its words.
 */
export function fetchHttps(url: string, auth: HttpsAuth, options: FetchOptions): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const header = authorization(auth);
    const req = request(url, {
      method: 'GET',
      headers: { accept: 'text/csv, */*;q=0.5', ...(header && { authorization: header }) },
      ...(options.extraCa && { ca: [...rootCertificates, options.extraCa] }),
      timeout: options.timeoutMs,
    });
    req.on('timeout', () =>
      req.destroy(new PullFailure(`The server did not answer within ${options.timeoutMs / 1000} s.`)),
    );
    req.on('error', (error) => reject(asFailure(error)));
    req.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        response.resume();
        const status = `${response.statusCode ?? '?'} ${response.statusMessage ?? ''}`.trim();
        const redirect = (response.statusCode ?? 0) >= 300 && (response.statusCode ?? 0) < 400;
        reject(
          new PullFailure(
            redirect
              ? `The server answered ${status} (redirects are not followed).`
              : `The server answered ${status}.`,
          ),
        );
        return;
      }
      // From here a stalled body fails the stream the loader reads (the request's timeout covers it).
      resolve(response);
    });
    req.end();
  });
}

/** A network or TLS error in words (the error's code and message name the problem, not any credential). */
export function asFailure(error: unknown): PullFailure {
  if (error instanceof PullFailure) return error;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return new PullFailure(`The file could not be fetched: ${code ? `${code}: ` : ''}${message}`);
}
