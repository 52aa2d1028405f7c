import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fillPath, type AcceptedFileOf, type Endpoint } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The `data` of an endpoint's success envelope. */
export type EndpointData<E extends Endpoint> = z.output<E['response']> extends { data: infer D } ? D : never;

export interface EndpointCall<E extends Endpoint> {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: NonNullable<E['body']> extends z.ZodType ? z.input<NonNullable<E['body']>> : never;
}

/** The `data` of the answer to a file an endpoint takes (its `accepts`). */
export type FileAnswerData<E extends Endpoint> =
  z.output<AcceptedFileOf<E>['response']> extends { data: infer D } ? D : never;

/** A file sent as the request body, read from disk as it goes (never held whole). */
export interface FileToSend {
  path: string;
  contentType: string;
}

/** The operator routes of the contract, called with the operator token. */
export interface OperatorApi {
  /** Shown before the answer: which gateway answered. */
  via: string;
  call<E extends Endpoint>(endpoint: E, request?: EndpointCall<E>): Promise<EndpointData<E>>;
  /** Sends a file to an endpoint that takes one (`accepts`), streamed from disk. */
  sendFile<E extends Endpoint>(
    endpoint: E,
    request: { query?: EndpointCall<E>['query']; file: string },
  ): Promise<FileAnswerData<E>>;
  close(): Promise<void>;
}

/** The gateway answered with an error: its message and field errors, ready to print. */
export class GatewayRefusal extends Error {}

/** How a request reaches the gateway: over HTTP, or injected into the app built in this process. */
export interface Transport {
  via: string;
  send(request: {
    method: string;
    url: string;
    body?: unknown;
    file?: FileToSend;
  }): Promise<{ status: number; json: unknown }>;
  close(): Promise<void>;
  /** Said after a 401. */
  refusedTokenHint?: string;
}

/** A failed validation or gateway answer, field by field. */
export function describeError(body: { message?: string; errors?: Record<string, string[]> }): string {
  const lines = [body.message ?? 'Request failed.'];
  for (const [field, messages] of Object.entries(body.errors ?? {}))
    lines.push(`  ${field}: ${messages.join(' ')}`);
  return lines.join('\n');
}

function requestUrl(endpoint: Endpoint, request: Pick<EndpointCall<Endpoint>, 'params' | 'query'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  return `${fillPath(endpoint.path, request.params ?? {})}${query.size > 0 ? `?${query}` : ''}`;
}

export function operatorApi(transport: Transport): OperatorApi {
  const api: OperatorApi = {
    via: transport.via,
    async call<E extends Endpoint>(endpoint: E, request: EndpointCall<E> = {}) {
      const url = requestUrl(endpoint, request);
      return answerData(
        await transport.send({ method: endpoint.method, url, body: request.body }),
      ) as EndpointData<E>;
    },
    async sendFile<E extends Endpoint>(
      endpoint: E,
      request: { query?: EndpointCall<E>['query']; file: string },
    ) {
      if (!endpoint.accepts) throw new Error(`${endpoint.method} ${endpoint.path} takes no file`);
      const url = requestUrl(endpoint, { query: request.query });
      const file = { path: request.file, contentType: endpoint.accepts.mediaType };
      return answerData(await transport.send({ method: endpoint.method, url, file })) as FileAnswerData<E>;
    },
    close: () => transport.close(),
  };
  function answerData(answer: { status: number; json: unknown }): unknown {
    const json = (answer.json ?? {}) as {
      data?: unknown;
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (answer.status < 200 || answer.status > 299) {
      const hint =
        answer.status === 401 && transport.refusedTokenHint ? `\n${transport.refusedTokenHint}` : '';
      throw new GatewayRefusal(describeError(json) + hint);
    }
    return json.data;
  }
  return api;
}

/** A gateway running elsewhere (or in another process on this machine), over HTTP. */
export function remoteTransport(base: string, token: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    via: `the running gateway at ${base}`,
    refusedTokenHint:
      'The gateway refused the operator token: start it with the same DATA_DIR or OPERATOR_TOKENS.',
    async send({ method, url, body, file }) {
      const response = await fetchImpl(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(file && {
            'content-type': file.contentType,
            'content-length': String(statSync(file.path).size),
          }),
        },
        ...(file
          ? {
              body: Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
              // A streamed request body (node's fetch sends it as it reads the file).
              duplex: 'half',
            }
          : { body: body === undefined ? undefined : JSON.stringify(body) }),
      } as RequestInit);
      return { status: response.status, json: await response.json().catch(() => ({})) };
    },
    close: async () => undefined,
  };
}

/** The gateway built in this process: the same routes, hooks and checks, without a socket. */
export function inProcessTransport(app: FastifyInstance, token: string, via: string): Transport {
  return {
    via,
    async send({ method, url, body, file }) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(file && { 'content-type': file.contentType }),
        },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
        ...(file && { payload: createReadStream(file.path) }),
      });
      let json: unknown = {};
      try {
        json = response.json();
      } catch {
        // An empty or non-JSON answer: the status says enough.
      }
      return { status: response.statusCode, json };
    },
    close: () => app.close(),
  };
}
