import http from 'node:http';

/**
 * A request exactly as it goes on the wire (node:http, so no header or content type is added for us,
 * and a redirect is never followed: a 302 is the answer checked).
 */
export interface HttpRequest {
  method: string;
  /** Path with its placeholders filled and encoded. */
  path: string;
  /** Raw query string, without `?` ('' for none). */
  query: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  /** 0: no answer (see `text`). */
  status: number;
  /** The connection was closed while the body was still being sent (a server refusing a body too large to read). */
  cutOff?: boolean;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function requestUrl(baseUrl: string, request: HttpRequest): string {
  return `${baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
}

/**
 * Sends one request; a connection error or a minute without an answer is reported as status 0. A
 * server may answer a body it refuses (413) and close the connection while the body is still being
 * written: the write then fails, and the answer that came first is the one reported.
 */
export async function send(baseUrl: string, request: HttpRequest, timeoutMs = 60_000): Promise<HttpAnswer> {
  const first = await sendOnce(baseUrl, request, timeoutMs);
  // A kept-alive connection the server had already closed (after refusing a body): try a new one,
  // as Node's documentation advises for `reusedSocket`.
  return first.staleConnection ? sendOnce(baseUrl, request, timeoutMs) : first;
}

function sendOnce(
  baseUrl: string,
  request: HttpRequest,
  timeoutMs: number,
): Promise<HttpAnswer & { staleConnection?: boolean }> {
  const started = performance.now();
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    let answered = false;
    let written = false;
    let offset = 0;
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: `${request.path}${request.query ? `?${request.query}` : ''}`,
        headers,
        agent,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          // An answer before the whole body was written: that connection cannot carry another request.
          if (!written) req.destroy();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
        res.on('error', (error) =>
          resolve({
            status: 0,
            headers: {},
            text: `response error: ${error.message}`,
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error) => {
      const closedByServer =
        (error as NodeJS.ErrnoException).code === 'EPIPE' ||
        (error as NodeJS.ErrnoException).code === 'ECONNRESET';
      const fail = () => {
        if (answered) return;
        const midBody = offset > 0 && !written;
        // `written` means handed to the socket, not delivered: a body the kernel still held when the
        // server refused it and closed fails the same way after the last write (seen once in CI).
        const cutOff = offset > 0 && (midBody || closedByServer);
        resolve({
          status: 0,
          headers: {},
          text: `request error: ${error.message}`,
          ms: performance.now() - started,
          staleConnection: req.reusedSocket && !midBody,
          cutOff,
        });
      };
      if (closedByServer) setTimeout(fail, 1_000);
      else fail();
    });
    // The body goes in slices, and stops as soon as the server has answered (a 413 before the rest).
    const body = Buffer.from(request.body ?? '');
    const writeMore = (): void => {
      while (offset < body.length && !answered) {
        const slice = body.subarray(offset, offset + 64 * 1024);
        offset += slice.length;
        if (!req.write(slice)) {
          req.once('drain', writeMore);
          return;
        }
      }
      written = offset >= body.length;
      if (written) req.end();
    };
    writeMore();
  });
}

/** A plain JSON call for the fuzzer's own bookkeeping (sign-in, identities); throws unless 2xx. */
export async function callJson<T>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const answer = await send(baseUrl, {
    method,
    path: path.split('?')[0]!,
    query: path.split('?')[1] ?? '',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (answer.status < 200 || answer.status > 299)
    throw new HttpError(
      `${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      answer.status,
    );
  return JSON.parse(answer.text) as T;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function closeConnections(): void {
  agent.destroy();
}
