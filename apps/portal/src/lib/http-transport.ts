import type { HttpMethod } from '@affiliate/contract/common/endpoint';
import { apiBaseUrl } from '@/config/runtime-config';
import { takeEarlyAnswer } from './early-answers';
import { serializeQuery } from './query-string';

/** One call as the transport sends it. */
export interface HttpRequest {
  method: HttpMethod;
  /** A path on the gateway (with or without its leading slash) or an absolute address. */
  url: string;
  query?: Record<string, unknown> | undefined;
  /** Sent as JSON. */
  body?: unknown;
  /** 'blob' hands a successful body over as it came (a download); error bodies are always read as JSON. */
  responseType?: 'json' | 'blob';
  accept?: string;
  /** Headers of this call only (an Idempotency-Key); the bearer and XSRF headers are the transport's. */
  headers?: Record<string, string>;
}

/** What a call resolves with, and what a failed call is rejected with. */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  data: T;
}

export function isHttpResponse(value: unknown): value is HttpResponse {
  return (
    typeof value === 'object' && value !== null && 'status' in value && 'data' in value && 'headers' in value
  );
}

export type Transport = <T>(request: HttpRequest) => Promise<HttpResponse<T>>;

/** The gateway could not be reached (or the connection broke): there is no response to reject with. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A path without a leading slash (the rates call) still resolves against the base address. */
export function resolveRequestUrl(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

/** The full address: base address, path, and the query in bracket form (see query-string.ts). */
export function requestUrl(request: Pick<HttpRequest, 'url' | 'query'>): string {
  const url = resolveRequestUrl(request.url);
  const base = url.startsWith('/') ? apiBaseUrl() : '';
  const query = serializeQuery(request.query);
  return `${base}${url}${query ? `${url.includes('?') ? '&' : '?'}${query}` : ''}`;
}

/** The readable XSRF cookie the gateway sets with the page; copied into the header of every call. */
export function xsrfToken(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === XSRF_COOKIE) {
      const value = pair.slice(at + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!/[/+]json\b/i.test(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A transport on `fetch` sending `bearer()` as its bearer token: one base address, bracket-form
 * unencoded query arrays, the XSRF cookie/header pair, success = 2xx, no timeout (fetch has none). A
 * failure is rejected with the response `{ status, headers, data }`; when there is no response, with a
 * NetworkError. The portal's (http-client.ts) and the operator console's differ in their bearer, so an
 * affiliate's token and an operator's are never sent by the other's transport, and in the language they
 * ask the gateway's messages and sentences in (Accept-Language: the portal's shown language; the
 * console's English, whatever the browser's).
 */
export function createTransport(bearer: () => string | null, language: () => string = () => 'en'): Transport {
  return async <T>(request: HttpRequest): Promise<HttpResponse<T>> => {
    const headers = new Headers({ ...request.headers, Accept: request.accept ?? 'application/json' });
    headers.set('Accept-Language', language());
    const token = bearer();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const xsrf = xsrfToken();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    let body: string | undefined;
    if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }

    let response: Response;
    let data: unknown;
    try {
      const url = requestUrl(request);
      response = await ((request.method === 'GET' && takeEarlyAnswer(url, token)) ||
        fetch(url, { method: request.method, headers, body }));
      const ok = response.status >= 200 && response.status < 300;
      data = ok && request.responseType === 'blob' ? await response.blob() : await readBody(response);
    } catch (reason) {
      throw new NetworkError(reason instanceof Error ? reason.message : String(reason), { cause: reason });
    }
    const result: HttpResponse<T> = { status: response.status, headers: response.headers, data: data as T };
    if (response.status < 200 || response.status >= 300) throw result;
    return result;
  };
}
