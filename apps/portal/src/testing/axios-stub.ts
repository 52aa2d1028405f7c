import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';

export interface StubReply {
  status: number;
  data?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  fullUrl: string;
  headers: Record<string, unknown>;
  data: unknown;
  retry: boolean;
}

/**
 * An axios adapter that answers from a handler instead of the network, and records what was sent as the
 * server would see it (method, resolved URL with the serialised query, headers, JSON body).
 */
export function stubAdapter(instance: AxiosInstance, handler: (request: RecordedRequest) => StubReply | Promise<StubReply>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const fullUrl = instance.getUri(config);
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      fullUrl,
      headers: config.headers.toJSON() as Record<string, unknown>,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      retry: Boolean(config._retry),
    };
    requests.push(request);
    const reply = await handler(request);
    const response: AxiosResponse = { status: reply.status, statusText: String(reply.status), data: reply.data ?? {}, headers: {}, config };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  instance.defaults.adapter = adapter;
  return requests;
}

/** A session that expires in an hour, as the gateway's login answers it. */
export function freshTokens(token = 'new-access', refreshToken = 'new-refresh') {
  return { token, refreshToken, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
}
