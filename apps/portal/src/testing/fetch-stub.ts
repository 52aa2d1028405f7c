import { vi } from 'vitest';

export interface StubReply {
  status: number;
  /** An object or array is sent as JSON, a string as text/csv-like plain text. */
  data?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  /** The path, without the query. */
  url: string;
  fullUrl: string;
  headers: Record<string, string>;
  data: unknown;
}

function toResponse(reply: StubReply): Response {
  const { status, data } = reply;
  const headers = new Headers(reply.headers);
  if (status === 204 || status === 205 || data === undefined || data === null)
    return new Response(null, { status, headers });
  if (typeof data === 'string') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(data, { status, headers });
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(data), { status, headers });
}

/**
 * Replaces `fetch` with a handler for the rest of the test (setup-tests.ts restores it), and records what was sent as the server
 * would see it (method, path, full URL with the serialised query, headers, JSON body).
 */
export function stubFetch(
  handler: (request: RecordedRequest) => StubReply | Promise<StubReply>,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const fullUrl = String(input instanceof Request ? input.url : input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(fullUrl).pathname,
      fullUrl,
      headers,
      data: body,
    };
    requests.push(request);
    return toResponse(await handler(request));
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

/** A session that expires in an hour, as the gateway's login answers it. */
export function freshTokens(token = 'new-access', refreshToken = 'new-refresh') {
  return { token, refreshToken, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
}

/** The query of a recorded request, as the gateway would read it. */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.fullUrl).searchParams);
}
