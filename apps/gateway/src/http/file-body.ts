import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * A request body in a file's media type (`Endpoint.accepts`, a CSV feed file), handed to the route as
 * the request's stream, unread: the handler reads it as it arrives, so a file of any size is never
 * held whole. Fastify's body limit does not apply to such a body; whoever reads it counts its bytes.
 */
export class FileBody {
  constructor(
    readonly stream: Readable,
    readonly mediaType: string,
    /** The Content-Length the client declared, when it did. */
    readonly declaredBytes: number | null,
  ) {}
}

export function isFileBody(body: unknown): body is FileBody {
  return body instanceof FileBody;
}

/**
 * Takes `mediaType` (with or without parameters such as `charset=utf-8`) on `scope` as a stream: the
 * parser hands the request on without reading it.
 */
export function acceptFileBody(scope: FastifyInstance, mediaType: string): void {
  scope.addContentTypeParser(mediaType, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
    done(null, new FileBody(payload, mediaType, Number.isFinite(declared) ? declared : null));
  });
}
