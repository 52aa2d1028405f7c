import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { quietRequestLogger } from '../src/http/quiet-request-logger.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // Fastify's own logger, as the app makes it.
  return { lines, logger: Fastify({ logger: { level: 'info', stream } }).log };
}

describe('the request logger of a route that logs warnings and errors only', () => {
  it('writes warnings and errors with the request id, and drops the lines below warn', async () => {
    const { lines, logger } = capture();
    let children = 0;
    const counted = Object.assign(Object.create(logger) as typeof logger, {
      child: (...args: Parameters<typeof logger.child>) => (children++, logger.child(...args)),
    });
    const log = quietRequestLogger.call(null, counted, { reqId: 'req-1' }, { level: 'warn' });
    log.info('incoming request');
    log.debug('detail');
    expect(children).toBe(0);
    expect(log.level).toBe('warn');
    log.warn('slow database');
    log.error({ clicks: 3 }, 'clicks not recorded');
    log.info('request completed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(children).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-1', 'slow database'],
      ['req-1', 'clicks not recorded'],
    ]);
    expect(lines[1]!.clicks).toBe(3);
  });
});
