import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './helpers.ts';
import { clickAgent, clickOver } from './click-load.ts';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A port of its own (the suite's other servers listen on ephemeral ones).
const PORT = 3371;
const baseUrl = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let gateway: ChildProcess;

/** The gateway as `npm start` serves it (src/server.ts under tsx), in a process of its own. */
function startGateway(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Every click of the test comes from one address.
      RATE_LIMIT_MULTIPLIER: '1000',
      ...(database.database.kind === 'pg' ? { DATABASE_URL: database.database.url } : { DATABASE_URL: '' }),
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`the gateway exited with ${code} before it was ready: ${output.slice(-500)}`)),
    );
  });
}

/** Each stored sub-id of the test's clicks with how many times it is stored, read after the crash. */
async function storedSubIds(): Promise<Map<string, number>> {
  const sql = "SELECT sub_id, count(*)::int AS n FROM clicks WHERE sub_id LIKE 'k-%' GROUP BY sub_id";
  let rows: Array<{ sub_id: string; n: number }>;
  if (database.database.kind === 'pg') {
    const client = new pg.Client({ connectionString: database.database.url });
    await client.connect();
    rows = (await client.query<{ sub_id: string; n: number }>(sql)).rows;
    await client.end();
  } else {
    // Opening the killed process's data directory runs PostgreSQL's crash recovery.
    const db = await PGlite.create(path.join(dataDir, 'pgdata'));
    rows = (await db.query<{ sub_id: string; n: number }>(sql)).rows;
    await db.close();
  }
  return new Map(rows.map((r) => [r.sub_id, r.n]));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-crash-'));
  database = await freshDatabase();
  gateway = await startGateway();
  // A real gateway process starting (migrations, seed, first listen): over a minute once on a loaded machine.
}, 180_000);
afterAll(async () => {
  if (gateway && gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the tracking redirect when the process is killed', () => {
  it('loses no click whose 302 was sent (SIGKILL under load)', async () => {
    const agent = clickAgent(100);
    const sent = new Set<string>();
    const redirected = new Set<string>();
    let cut = 0;
    let killed = false;
    let next = 0;
    const exited = new Promise((resolve) => gateway.on('exit', resolve));
    const worker = async () => {
      while (!killed) {
        const sub = `k-${next++}`;
        sent.add(sub);
        const answer = await clickOver(agent, baseUrl, `/r/GOLDDEMO?sub=${sub}`);
        if (answer.status === 302) redirected.add(sub);
        else if (answer.status === 0) cut++;
        else throw new Error(`click ${sub} answered ${answer.status}`);
      }
    };
    const workers = Array.from({ length: 100 }, worker);
    // Kill it mid-load, with a hundred clicks in flight.
    while (redirected.size < 1500) await new Promise((resolve) => setTimeout(resolve, 10));
    gateway.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    await exited;
    agent.destroy();

    expect(cut).toBeGreaterThan(0);
    const stored = await storedSubIds();
    const lost = [...redirected].filter((sub) => !stored.has(sub));
    expect(lost).toEqual([]);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect([...stored.keys()].every((sub) => sent.has(sub))).toBe(true);
    // Clicks committed whose 302 the kill cut off may be stored too; never more than were in flight.
    expect(stored.size - redirected.size).toBeLessThanOrEqual(cut);
  }, 30_000);
});
