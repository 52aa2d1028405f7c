/**
 * One activity feed of `bench/mixed.ts`, in a process of its own (as the operator's feed runs on another
 * machine): building a 10,000-row batch and its 2 MB of JSON, sending it and reading the answer would
 * otherwise run on the gateway's event loop, which the bench shares. Prints its totals as JSON.
 *
 * `tsx bench/mixed-feed.ts <gateway URL> <operator token> <customers file> <currency> <until, epoch ms> <first batch> <ms between batch starts, 0: as fast as answered>`
 */
import { readFileSync } from 'node:fs';
import { api, INGEST_BATCH_MAX } from '@affiliate/contract';

export interface FeedTotals {
  rows: number;
  batches: number;
  failures: number;
  slowestMs: number;
  firstRefusal?: string;
}

const [baseUrl, token, customersFile, currency, untilText, offsetText, everyText] = process.argv.slice(2);
const customers = JSON.parse(readFileSync(customersFile!, 'utf8')) as string[];
const until = Number(untilText);
const batchEveryMs = Number(everyText);
const totals: FeedTotals = { rows: 0, batches: 0, failures: 0, slowestMs: 0 };

// Days of this month for the demo's players; each batch as soon as the one before is answered, or
// `batchEveryMs` after the one before started if that is later.
const today = new Date().toISOString().slice(0, 10);
const days = Number(today.slice(8, 10));
let due = Date.now();
for (let batch = Number(offsetText); Date.now() < until; batch += 1) {
  if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  if (Date.now() >= until) break;
  due = Math.max(due + batchEveryMs, Date.now());
  const day = `${today.slice(0, 8)}${String(1 + (batch % days)).padStart(2, '0')}`;
  const rows = Array.from({ length: INGEST_BATCH_MAX }, (_, i) => {
    const turnover = 10 + ((batch * 7 + i) % 500);
    return {
      customer_id: customers[(batch * INGEST_BATCH_MAX + i) % customers.length]!,
      day,
      currency,
      deposits: `${Math.floor(turnover / 2)}.00`,
      withdrawals: '0.00',
      turnover: `${turnover}.00`,
      winloss: `${(turnover % 40) - 15}.50`,
      bonuses: '1.00',
    };
  });
  const started = performance.now();
  const response = await fetch(`${baseUrl}${api.operator.ingestActivity.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows }),
  });
  totals.slowestMs = Math.max(totals.slowestMs, performance.now() - started);
  if (response.ok) {
    await response.arrayBuffer();
    totals.rows += rows.length;
    totals.batches += 1;
  } else {
    totals.failures += 1;
    totals.firstRefusal ??= `${response.status} ${(await response.text()).slice(0, 300)}`;
  }
}
process.stdout.write(JSON.stringify(totals));
