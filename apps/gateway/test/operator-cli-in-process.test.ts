import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi, remoteTransport, type OperatorApi } from '../src/cli/operator/client.ts';
import { inProcessGateway } from '../src/cli/operator/connect.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import type { AppConfig } from '../src/config/app-config.ts';
import { buildTestApp, closeTestApp, freshDatabase, OPERATOR_TOKEN, testConfig } from './helpers.ts';

// The CLI against the real operator routes: the gateway built in process on a database kept between
// runs (as `npm run operator` does when no gateway is running), and a gateway listening on a port.

async function cli(argv: string[], connect: (config: AppConfig) => Promise<OperatorApi>, config: AppConfig) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(argv, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    loadConfig: () => ({ config }),
    connect,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the gateway built in process', () => {
  let dataDir: string;
  let config: AppConfig;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'operator-cli-'));
    const fresh = await freshDatabase();
    drop = fresh.drop;
    // On disk (or a server's database), so that what one run does the next run reads.
    const database: AppConfig['database'] =
      fresh.database.kind === 'pg' ? fresh.database : { kind: 'pglite', dataDir };
    config = testConfig({ database });
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'creates an affiliate, then credits them in the next run, through the operator routes',
    { timeout: 120_000 },
    async () => {
      const created = await cli(
        [
          'create-affiliate',
          '--username',
          'alice',
          '--email',
          'alice@example.com',
          '--password',
          'Str0ng-partner-pass',
          '--first-name',
          'Alice',
          '--last-name',
          'Smith',
          '--country',
          'gb',
        ],
        inProcessGateway,
        config,
      );
      expect(created.code).toBe(0);
      expect(created.err).toMatch(
        /^\(using (the embedded database in .*|the PostgreSQL database directly)\)$/,
      );
      const id = Number(/^Created affiliate alice \(id (\d+)\)\.$/.exec(created.out)?.[1]);
      expect(id).toBeGreaterThan(0);

      const credit = await cli(
        ['--json', 'adjust', String(id), '25.00', '--reason', 'Welcome credit.'],
        inProcessGateway,
        config,
      );
      expect(credit).toMatchObject({ code: 0, err: '' });
      expect(JSON.parse(credit.out)).toMatchObject({
        member_id: id,
        kind: 'adjustment',
        amount: '25.00',
        available_after: '25.00',
      });
    },
  );
});

describe('a gateway listening on a port', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => closeTestApp(app));

  it('is called over HTTP with the operator token: maintenance on, then the portal reads it', async () => {
    const run = await cli(
      ['maintenance', 'on'],
      async () => operatorApi(remoteTransport(base, OPERATOR_TOKEN)),
      testConfig(),
    );
    expect(run).toMatchObject({
      code: 0,
      err: `(using the running gateway at ${base})`,
      out: 'Maintenance is ON: the portal shows its maintenance screen.',
    });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all?filterByCode=system.maintenance',
    });
    expect(settings.json().data['system.maintenance'].app).toContainEqual({ key: 'affiliate', value: true });
    const banners = await cli(
      ['banners', 'list'],
      async () => operatorApi(remoteTransport(base, OPERATOR_TOKEN)),
      testConfig(),
    );
    expect(banners.code).toBe(0);
    expect(banners.out.split('\n').length).toBeGreaterThan(0);
    expect(banners.out).toMatch(/^#\d+ +(image|animated|text) +\w\w {2}offered {2}/);
  });

  it('adds, edits and lists brands over HTTP, audited as the machine operator', async () => {
    const remote = async () => operatorApi(remoteTransport(base, OPERATOR_TOKEN));
    const added = await cli(
      [
        'brands',
        'add',
        '--code',
        'goldline-de',
        '--name',
        'Goldline Deutschland',
        '--currency',
        'EUR',
        '--landing',
        'https://de.goldline.example/',
        '--closed',
      ],
      remote,
      testConfig(),
    );
    expect(added).toMatchObject({ code: 0 });
    expect(added.out).toBe(
      'Added brand goldline-de ("Goldline Deutschland", EUR), closed to affiliates: plain links lead to https://de.goldline.example/.',
    );
    const edited = await cli(
      ['brands', 'edit', 'goldline-de', '--open', '--name', 'Goldline DE'],
      remote,
      testConfig(),
    );
    expect(edited.code).toBe(0);
    const taken = await cli(
      [
        'brands',
        'add',
        '--code',
        'goldline-de',
        '--name',
        'Again',
        '--currency',
        'EUR',
        '--landing',
        'https://x.example/',
      ],
      remote,
      testConfig(),
    );
    expect(taken).toMatchObject({ code: 1 });
    expect(taken.err).toContain('  code: Another brand already has this code.');
    const listed = await cli(['brands', 'list'], remote, testConfig());
    expect(listed.out.split('\n')).toContainEqual(
      expect.stringMatching(/^goldline-de +Goldline DE +EUR +open +https:\/\/de\.goldline\.example\/$/),
    );
    const audits = await app.ctx.db.query<{
      event: string;
      operator_machine: string | null;
      detail: Record<string, unknown>;
    }>(
      `SELECT event, operator_machine, detail FROM audit_events WHERE event IN ('operator.addBrand', 'operator.editBrand') ORDER BY id`,
    );
    expect(audits.rows.map((row) => [row.event, row.detail.status, row.detail.brand ?? null])).toEqual([
      ['operator.addBrand', 201, 'goldline-de'],
      ['operator.editBrand', 200, 'goldline-de'],
      ['operator.addBrand', 422, null],
    ]);
    expect(audits.rows.every((row) => row.operator_machine !== null)).toBe(true);
    expect(audits.rows[1]!.detail).toMatchObject({
      before: { name: 'Goldline Deutschland', open_to_affiliates: false },
      after: { name: 'Goldline DE', open_to_affiliates: true },
    });
  });

  it('charges a fee (a negative amount) and prints what the gateway refuses', async () => {
    const remote = async () => operatorApi(remoteTransport(base, OPERATOR_TOKEN));
    const credit = await cli(
      ['adjust', '1', '30.00', '--reason', 'Chargeback reversed.'],
      remote,
      testConfig(),
    );
    const before = Number(/available balance now (-?[\d.]+)\.$/.exec(credit.out)?.[1]);
    const fee = await cli(
      ['adjust', '1', '-5.00', '--kind', 'fee', '--reason', 'Bank transfer fee.'],
      remote,
      testConfig(),
    );
    expect(fee.out).toBe(`Posted fee -5.00 for member 1: available balance now ${(before - 5).toFixed(2)}.`);
    const missing = await cli(['withdrawals', 'approve', '999999'], remote, testConfig());
    expect(missing.code).toBe(1);
    expect(missing.out).toBe('');
    expect(missing.err.split('\n').length).toBeGreaterThan(1);
  });

  it('says how to fix a refused token', async () => {
    const run = await cli(
      ['rates', 'list'],
      async () => operatorApi(remoteTransport(base, 'some-other-operator-token')),
      testConfig(),
    );
    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'The gateway refused the operator token: start it with the same DATA_DIR or OPERATOR_TOKENS.',
    );
  });
});
