/**
 * The sending side of `bench/feed-files.ts`, in a process of its own (as a brand's system is not the
 * gateway): generates the rows on the fly and sends them, as one CSV file streamed in a single PUT
 * (never held whole: a chunk of lines at a time as the connection takes them) or as JSON batches of
 * 10,000 rows one after another. Prints its totals as JSON.
 *
 * `tsx bench/feed-files-sender.ts <gateway URL> <operator token> players|activity-csv|activity-json <first customer> <players> <days>`
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { api, INGEST_BATCH_MAX } from '@affiliate/contract';

export interface SenderTotals {
  rows: number;
  bytes: number;
  seconds: number;
  status: number;
  answer: string;
}

const [baseUrl, token, mode, firstText, playersText, daysText] = process.argv.slice(2);
const first = Number(firstText);
const players = Number(playersText);
const days = Number(daysText);
const headers = { authorization: `Bearer ${token}` };

/** Days up to yesterday, oldest first. */
function day(index: number): string {
  const at = new Date(Date.now() - (days - index) * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** The activity rows, a day of every player after another (a batch never repeats a player's day). */
function* activityRows() {
  for (let d = 0; d < days; d++) {
    const on = day(d);
    for (let p = 0; p < players; p++) {
      const turnover = 10 + ((d * 7 + p) % 500);
      yield {
        customer_id: first + p,
        day: on,
        currency: 'EUR',
        deposits: `${Math.floor(turnover / 2)}.00`,
        withdrawals: '0.00',
        turnover: `${turnover}.00`,
        winloss: `${(turnover % 40) - 15}.50`,
        bonuses: '1.00',
      };
    }
  }
}

const ACTIVITY_COLUMNS = [
  'customer_id',
  'day',
  'currency',
  'deposits',
  'withdrawals',
  'turnover',
  'winloss',
  'bonuses',
] as const;

/** The file's text, a chunk of about 2,000 lines at a time, generated as the upload reads it. */
async function* csvChunks(kind: 'players' | 'activity'): AsyncGenerator<string> {
  let chunk =
    kind === 'players'
      ? 'customer_id,referral_code,date_joined,category,country\n'
      : `${ACTIVITY_COLUMNS.join(',')}\n`;
  let lines = 0;
  const rows =
    kind === 'players'
      ? (function* () {
          for (let p = 0; p < players; p++) yield `${first + p},GOLDDEMO,${day(0)},casino,DE\n`;
        })()
      : (function* () {
          for (const row of activityRows()) yield `${ACTIVITY_COLUMNS.map((c) => row[c]).join(',')}\n`;
        })();
  for (const line of rows) {
    chunk += line;
    if (++lines % 2_000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function sendCsv(kind: 'players' | 'activity'): Promise<SenderTotals> {
  let bytes = 0;
  const body = Readable.from(
    (async function* () {
      for await (const chunk of csvChunks(kind)) {
        const buffer = Buffer.from(chunk);
        bytes += buffer.length;
        yield buffer;
      }
    })(),
  );
  const endpoint = kind === 'players' ? api.operator.upsertPlayers : api.operator.ingestActivity;
  const started = performance.now();
  // node:http, not fetch: fetch gives up on an answer that takes over 300 s (undici's headers timeout),
  // and a file of a million rows on a loaded machine may take longer.
  const { status, answer } = await new Promise<{ status: number; answer: string }>((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${endpoint.path}?file_name=bench-${kind}.csv`,
      { method: 'PUT', headers: { ...headers, 'content-type': 'text/csv' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, answer: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    body.pipe(request);
  });
  const seconds = (performance.now() - started) / 1000;
  const report = status === 200 ? (JSON.parse(answer) as { data: { stored_rows: number } }).data : null;
  return {
    rows: report?.stored_rows ?? 0,
    bytes,
    seconds,
    status,
    answer: answer.slice(0, 500),
  };
}

async function sendJson(): Promise<SenderTotals> {
  let rows = 0;
  let bytes = 0;
  let status = 200;
  let answer = '';
  const started = performance.now();
  let batch: ReturnType<typeof activityRows> extends Iterable<infer R> ? R[] : never = [];
  const send = async () => {
    const body = JSON.stringify({ rows: batch });
    bytes += Buffer.byteLength(body);
    const response = await fetch(`${baseUrl}${api.operator.ingestActivity.path}`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    if (response.ok) rows += batch.length;
    else if (status === 200) {
      status = response.status;
      answer = text.slice(0, 500);
    }
    batch = [];
  };
  for (const row of activityRows()) {
    batch.push(row);
    if (batch.length === INGEST_BATCH_MAX) await send();
  }
  if (batch.length > 0) await send();
  return { rows, bytes, seconds: (performance.now() - started) / 1000, status, answer };
}

const totals =
  mode === 'players'
    ? await sendCsv('players')
    : mode === 'activity-csv'
      ? await sendCsv('activity')
      : await sendJson();
process.stdout.write(JSON.stringify(totals));
