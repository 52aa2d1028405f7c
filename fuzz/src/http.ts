import http from 'node:http';

/** A request exactly as it goes on the wire (node:http, so no header or content type is added for us). */
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
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function requestUrl(baseUrl: string, request: HttpRequest): string {
  return `${baseUrl}${request.path}${request.query ? `?${request.query}` : ''}`;
}

/** Sends one request; a connection error or a minute without an answer is reported as status 0. */
export function send(baseUrl: string, request: HttpRequest, timeoutMs = 60_000): Promise<HttpAnswer> {
  const started = performance.now();
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: `${request.path}${request.query ? `?${request.query}` : ''}`, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', (error) => resolve({ status: 0, headers: {}, text: `response error: ${error.message}`, ms: performance.now() - started }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: `request error: ${error.message}`, ms: performance.now() - started }));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** A plain JSON call for the fuzzer's own bookkeeping (sign-in, identities); throws unless 2xx. */
export async function callJson<T>(baseUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const answer = await send(baseUrl, {
    method,
    path: path.split('?')[0]!,
    query: path.split('?')[1] ?? '',
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (answer.status < 200 || answer.status > 299) throw new HttpError(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`, answer.status);
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
