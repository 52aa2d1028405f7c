/**
 * How long the application form takes to answer for a free address, an affiliate's address and a taken
 * username (issue 38): `npx tsx bench/registration.ts [N]` (default 100 of each; embedded PGlite in a
 * temporary DATA_DIR with the demo data, or the server in DATABASE_URL). The three answer alike, so they
 * must also take about as long: a clear gap would tell an address or a username is in use. Each form's
 * challenge is solved before it is timed (a light one: its weight is the browser's cost, not the
 * gateway's); the forms are sent round-robin, one at a time, and the median and p90 of each kind printed.
 */
import { api } from '@affiliate/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { DEMO_SIGN_IN } from '../apps/gateway/src/demo/seed.ts';
import { startGateway } from './gateway.ts';

const rounds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 100);
const WARM_UP = 10;
const DEMO_EMAIL = 'demo@example.com';

const { app, baseUrl } = await startGateway(
  process.env.DATABASE_URL,
  { APPLICATION_CHALLENGE_COST: '2' },
  { seedDemoPlayers: false },
);

async function solvedAltcha(): Promise<string> {
  const response = await fetch(`${baseUrl}${api.applications.registrationChallenge.path}`);
  const challenge = ((await response.json()) as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

let sent = 0;
function form(kind: 'free' | 'taken email' | 'taken username') {
  sent += 1;
  const tag = `${process.pid}-${sent}`;
  return {
    kind: 'individual',
    first_name: 'Bench',
    last_name: 'Applicant',
    email: kind === 'taken email' ? DEMO_EMAIL : `bench.${tag}@example.net`,
    username: kind === 'taken username' ? DEMO_SIGN_IN.username : `bench_${tag}`,
    password: 'a-long-enough-passphrase-2026',
    password_confirmation: 'a-long-enough-passphrase-2026',
    country: 'DE',
    currency: 'EUR',
    websites: ['https://www.example-reviews.com'],
    traffic_sources: ['seo'],
    terms_version: null,
    accept_terms: true,
  };
}

/** Milliseconds from sending the form to its whole answer. */
async function timedApplication(kind: Parameters<typeof form>[0]): Promise<number> {
  const body = JSON.stringify({ ...form(kind), altcha: await solvedAltcha() });
  const started = performance.now();
  const response = await fetch(`${baseUrl}${api.applications.register.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  const took = performance.now() - started;
  if (response.status !== 201) throw new Error(`${kind}: ${response.status}`);
  return took;
}

const kinds = ['free', 'taken email', 'taken username'] as const;
for (let i = 0; i < WARM_UP; i++) for (const kind of kinds) await timedApplication(kind);
const times = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
for (let i = 0; i < rounds; i++)
  for (const kind of kinds) times.get(kind)!.push(await timedApplication(kind));
await app.close();

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(
  `\n${rounds} forms of each kind, round-robin, one at a time (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n`,
);
console.log('| form | median ms | p90 ms |');
console.log('| --- | ---: | ---: |');
for (const [kind, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`| ${kind} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.9).toFixed(1)} |`);
}
