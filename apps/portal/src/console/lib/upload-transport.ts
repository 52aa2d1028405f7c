import {
  NetworkError,
  requestUrl,
  XSRF_HEADER,
  xsrfToken,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from '@/lib/http-transport';
import { useOperatorSession } from './operator-session-store';

/** How far the file has gone up: bytes sent of the file's bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadWatch {
  /** Called as the browser sends the body (XMLHttpRequest's upload progress). */
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte is sent: the gateway now reads and stores the rows, and answers when it is done. */
  onSent?: () => void;
  /** Aborting stops the upload; the call is then rejected with an AbortError. */
  signal?: AbortSignal;
}

/** The name of the rejection of a cancelled upload. */
export const UPLOAD_ABORTED = 'AbortError';

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function responseBody(text: string, headers: Headers): unknown {
  if (!text) return null;
  if (!/[/+]json\b/i.test(headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A transport for a file body (a Blob sent as it is, with the Content-Type the request's headers give)
 * that reports its progress. fetch cannot tell how much of a request body has gone, so this one call
 * uses XMLHttpRequest, sending what the console's fetch transport sends (operator-session.ts and
 * http-transport.ts): the operator's bearer, the XSRF header copied from its cookie, English, and JSON
 * accepted back. A non-2xx answer is rejected with `{ status, headers, data }`, no answer with a
 * NetworkError, as fetch's transport does, so the console's session handling wraps it unchanged.
 */
export function uploadTransport(watch: UploadWatch = {}): Transport {
  return <T>(request: HttpRequest) =>
    new Promise<HttpResponse<T>>((resolve, reject) => {
      const { signal } = watch;
      if (signal?.aborted) {
        reject(new DOMException('The upload was cancelled.', UPLOAD_ABORTED));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, requestUrl(request));
      xhr.responseType = 'text';
      for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', request.accept ?? 'application/json');
      xhr.setRequestHeader('Accept-Language', 'en');
      const token = useOperatorSession.getState().token;
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      const xsrf = xsrfToken();
      if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);

      xhr.upload.onprogress = (event) => {
        watch.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      };
      xhr.upload.onload = () => watch.onSent?.();
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);

      xhr.onload = () => {
        settle();
        const headers = responseHeaders(xhr.getAllResponseHeaders());
        const result: HttpResponse<T> = {
          status: xhr.status,
          headers,
          data: responseBody(xhr.responseText, headers) as T,
        };
        if (xhr.status >= 200 && xhr.status < 300) resolve(result);
        else reject(result);
      };
      xhr.onerror = () => {
        settle();
        reject(new NetworkError('The upload could not reach the gateway.'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(new DOMException('The upload was cancelled.', UPLOAD_ABORTED));
      };
      xhr.send(request.body as Blob);
    });
}
