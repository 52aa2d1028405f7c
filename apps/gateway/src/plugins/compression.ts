import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendAsyncHookHandler } from 'fastify';
import { MAX_SPELLINGS, sharedEncodings, type SharedEncodings } from '../caches/shared-answers.ts';

/**
 * Answers at or above this size are compressed for a client that accepts it. About one initial
 * congestion window (10 segments, RFC 6928): a smaller answer reaches a phone in one round trip
 * anyway, and compressing it would cost a fixed 20–30 µs of CPU for little gain; a larger one (a
 * month's statement, a report of many rows, a CSV export) shrinks eight- to fifteen-fold and saves
 * the round trips a mobile network charges most for.
 */
export const COMPRESS_FROM_BYTES = 14 * 1024;

/**
 * Compression of large answers (JSON, CSV, text), negotiated from Accept-Encoding, with
 * `Vary: Accept-Encoding`. The portal's files are not compressed here: the build ships .br and .gz
 * copies (static-portal.ts), which carry their Content-Encoding and pass through untouched.
 *
 * Brotli at quality 1 and gzip at level 1: measured on a month's statement (docs/bench-log.md,
 * Issue 21, second round), higher levels cost two to three times the CPU for 5–10% fewer bytes. Answers up to
 * 256 KB are compressed in one call on the event loop (about 0.1 ms per 75 KB) rather than through a
 * zlib stream on the thread pool, whose setup costs more than that on a two-core host; streams (CSV
 * exports) always go through the stream. Request bodies are never decompressed: no endpoint takes a
 * compressed body, and a decompression hook would expand whatever a client sends before the body limit
 * could refuse it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A shared answer's compressed bytes, kept by the Accept-Encoding header that negotiated them: the
  // hook before compression sends them again (already encoded, so the compression passes them through),
  // the hook after it keeps what it made. A request that turns compression off is left to it.
  const sharedOf = new WeakMap<FastifyReply, SharedEncodings>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    const shared = sharedEncodings(payload);
    if (shared) sharedOf.set(reply, shared);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const shared = sharedOf.get(reply);
    const kept =
      shared && request.headers['x-no-compression'] === undefined
        ? shared.compressed.get(request.headers['accept-encoding'] ?? '')
        : undefined;
    if (!kept) return payload;
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', 'accept-encoding');
    else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(String(vary)))
      reply.header('vary', `${String(vary)}, accept-encoding`);
    reply.header('content-encoding', kept.encoding);
    reply.header('content-length', kept.body.length);
    return kept.body;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  // The compression's own hook is put on each route as it is added (after the instance's hooks), so
  // keeping what it made is put there too, after it.
  const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
    const shared = sharedOf.get(reply);
    const encoding = reply.getHeader('content-encoding');
    if (
      shared &&
      Buffer.isBuffer(payload) &&
      typeof encoding === 'string' &&
      shared.compressed.size < MAX_SPELLINGS
    ) {
      shared.compressed.set(request.headers['accept-encoding'] ?? '', { encoding, body: payload });
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [
      ...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []),
      keep,
    ];
  });
}
