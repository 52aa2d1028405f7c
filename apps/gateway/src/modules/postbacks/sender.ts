import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isPublicAddress, PrivateAddressError } from './address-guard.ts';

/** How long a tracker has to answer, connection included. */
export const POSTBACK_TIMEOUT_MS = 5_000;
/** How much of an answer is kept for the log, and read at most (the rest is dropped with the socket). */
const KEPT_ANSWER_CHARS = 300;
const READ_AT_MOST_BYTES = 64 * 1024;

export interface PostbackRequest {
  url: string;
  method: 'GET' | 'POST';
  body: string | null;
  headers: Record<string, string>;
  /** Why this request must not go out (its template lets a macro choose the destination), or null. */
  refusal: string | null;
}

export interface SendResult {
  /** The HTTP status, null when none came (refused address, timeout, connection error). */
  status: number | null;
  latencyMs: number;
  /** The start of the answer, or what went wrong. */
  answer: string;
  delivered: boolean;
}

// Kept-alive connections: a burst of postbacks to one tracker reuses its sockets.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * One request to a tracker: redirects are not followed (a 3xx is a failure: the tracker's address is
 * the affiliate's to fix), the whole exchange is cut at 5 s, and only public addresses are reached
 * unless the configuration allows private networks. Never throws.
 */
export function sendPostback(request: PostbackRequest, allowPrivate: boolean): Promise<SendResult> {
  const started = performance.now();
  const refused = (error: Error): Promise<SendResult> =>
    Promise.resolve({
      status: null,
      delivered: false,
      answer: failureText(error),
      latencyMs: Math.round(performance.now() - started),
    });
  if (request.refusal !== null) return refused(new Error(request.refusal));
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refused(new Error('The filled template is not an address.'));
  }
  // An address literal never goes through the socket's lookup: it is judged here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(literal) && !isPublicAddress(literal))
    return refused(new PrivateAddressError(literal));
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(url, {
      method: request.method,
      headers: {
        'user-agent': 'Goldline-Postback/1.0',
        ...request.headers,
        ...(request.body !== null && { 'content-length': Buffer.byteLength(request.body) }),
      },
      agent: secure ? agents.https : agents.http,
      lookup: guardedLookup(allowPrivate),
    });
    let settled = false;
    const timer = setTimeout(
      () => req.destroy(new Error(`No answer within ${POSTBACK_TIMEOUT_MS / 1000} s.`)),
      POSTBACK_TIMEOUT_MS,
    );
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: Math.round(performance.now() - started) });
    };
    req.on('error', (error) => finish({ status: null, delivered: false, answer: failureText(error) }));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read <= READ_AT_MOST_BYTES) chunks.push(chunk);
        else res.destroy();
      });
      const done = () => {
        const status = res.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER_CHARS);
        finish({
          status,
          delivered: status >= 200 && status < 300,
          answer: status >= 300 && status < 400 ? redirectText(res.headers.location, text) : text,
        });
      };
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.end(request.body ?? undefined);
  });
}

function redirectText(location: string | undefined, text: string): string {
  return `Redirect not followed${location ? ` (to ${location.slice(0, 200)})` : ''}${text ? `: ${text}` : ''}`.slice(
    0,
    KEPT_ANSWER_CHARS,
  );
}

function failureText(error: unknown): string {
  if (error instanceof PrivateAddressError) return error.message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message).slice(
    0,
    KEPT_ANSWER_CHARS,
  );
}
