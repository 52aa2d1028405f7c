import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inProcessTransport,
  operatorApi,
  remoteTransport,
  type OperatorApi,
} from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { ACTIVITY_HEADER, csvFile, PLAYERS_HEADER } from './feed-files-helpers.ts';
import { buildTestApp, closeTestApp, OPERATOR_TOKEN, testConfig } from './helpers.ts';
import { refusal } from './operator-cli-helpers.ts';

// `npm run operator -- feed ...`: files streamed from disk to the feeds' PUT, over HTTP to a listening
// gateway and injected into one built in process.

let app: FastifyInstance;
let base: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'operator-cli-feed-'));
  app = await buildTestApp({ dataDir: path.join(dir, 'data') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(dir, { recursive: true, force: true });
});

async function cli(argv: string[], connect: () => Promise<OperatorApi>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    loadConfig: () => ({ config: testConfig() }),
    connect,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const overHttp = async () => operatorApi(remoteTransport(base, OPERATOR_TOKEN));
// The in-process transport closes its app when the command ends: this one is shared, so it stays open.
const inProcess = async () =>
  operatorApi({
    ...inProcessTransport(app, OPERATOR_TOKEN, 'the app in process'),
    close: async () => undefined,
  });

function file(name: string, lines: string[]): string {
  const at = path.join(dir, name);
  writeFileSync(at, csvFile(lines));
  return at;
}

describe('feed players|activity --file', () => {
  it('stores a players file in process, then refuses an activity file by line and stores it fixed over HTTP', async () => {
    const players = file('players.csv', [
      PLAYERS_HEADER,
      '9401,GOLDDEMO,2024-05-01,,casino,DE',
      '9402,GOLDDEMO,2024-05-02,,sports,DE',
    ]);
    const stored = await cli(['feed', 'players', '--file', players], inProcess);
    expect(stored.code, stored.err).toBe(0);
    expect(stored.out).toMatch(/^Stored players\.csv: 2 rows \(upload #\d+\)\.$/);

    const bad = file('activity.csv', [
      ACTIVITY_HEADER,
      '9401,2024-05-03,EUR,10.00,0,0,0,0',
      '9402,2024-05-03,EUR,-4.00,0,0,0,0',
    ]);
    const refused = await cli(['feed', 'activity', '--file', bad], overHttp);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('  line 3: deposits: Amount must not be negative.');
    expect(refused.err).toContain('Nothing of it was stored');

    const fixed = file('activity.csv', [
      ACTIVITY_HEADER,
      '9401,2024-05-03,EUR,10.00,0,0,0,0',
      '9402,2024-05-03,EUR,4.00,0,0,0,0',
    ]);
    const ok = await cli(['feed', 'activity', '--file', fixed], overHttp);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toMatch(/^Stored activity\.csv: 2 rows \(upload #\d+\)\.$/);
    const again = await cli(['feed', 'activity', '--file', fixed], overHttp);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^activity\.csv was stored before \(upload #\d+, .* UTC\): nothing changed/);

    const log = await cli(['feed', 'uploads', '--feed', 'activity'], overHttp);
    expect(log.code).toBe(0);
    expect(log.out.split('\n').map((line) => line.split(/ {2,}/)[3])).toEqual([
      'duplicate',
      'stored',
      'refused',
    ]);
    expect(log.out).toContain('  cli  machine ');
  });

  it('with --store-good-rows stores the good rows and prints each left out by line', async () => {
    const mixed = file('mixed.csv', [
      ACTIVITY_HEADER,
      '9401,2024-05-04,EUR,1.00,0,0,0,0',
      '9402,2024-05-04,EURO,1.00,0,0,0,0',
    ]);
    const run = await cli(['feed', 'activity', '--file', mixed, '--store-good-rows'], overHttp);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(
      /^Stored the good rows of mixed\.csv: 1 of 2 rows, 1 left out \(upload #\d+\):\n {2}line 3: currency: Currency must be a 3-letter ISO code\.$/,
    );
  });

  it('refuses a missing file or option before sending anything', async () => {
    expect(await refusal(['feed', 'activity'])).toContain('Usage: npm run operator -- feed');
    expect(await refusal(['feed', 'activity', '--file', path.join(dir, 'nope.csv')])).toContain(
      'no such file',
    );
  });
});
