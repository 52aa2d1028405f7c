/**
 * The statement PDF's rendering alone, in this process, without a database or HTTP: a month of 388
 * postings (12 pages, the size `bench/statements.ts` measures over HTTP), rendered and drained N times,
 * each time another affiliate's (its own amounts, balances and withdrawal numbers).
 * `npx tsx bench/statement-pdf-render.ts [runs]` prints the median and p90 per document, wall time and
 * CPU time (on a shared machine the CPU time is the steadier figure).
 */
import type { Statement } from '@affiliate/contract';
import { statementPdf } from '../apps/gateway/src/modules/statements/statement-pdf.ts';

const LINES = 388;
const runs = Number(process.argv[2] ?? 40);

/** The month of the n-th affiliate: its own amounts, balances and withdrawal numbers, as statements differ. */
function month(n: number): Statement {
  let balance = 1_000_000 + n * 1_379.17;
  const kinds = ['commission', 'withdrawal_hold', 'withdrawal_paid', 'adjustment'] as const;
  const lines = Array.from({ length: LINES }, (_, i) => {
    const type = kinds[i % kinds.length]!;
    const amount = type === 'withdrawal_paid' ? -250 - n : type === 'withdrawal_hold' ? 0 : 125.5 + n / 100;
    balance += amount;
    return {
      date: new Date(Date.UTC(2026, 9, 1 + (i % 31), 10)).toISOString(),
      type,
      description:
        type === 'adjustment'
          ? `Chargeback reversed for player ${1000 + i + n * LINES}, as agreed with support`
          : `Withdrawal #${i + n * LINES} (USDT (TRC20))`,
      amount: amount.toFixed(2),
      available_change: (type === 'withdrawal_hold' ? -250 - n : amount).toFixed(2),
      balance_after: balance.toFixed(2),
      available_after: balance.toFixed(2),
      reference: type === 'withdrawal_paid' ? `0x${'ab'.repeat(16)}` : null,
    };
  });
  return {
    month: '2026-10',
    currency: 'EUR',
    affiliate: { id: 1, username: 'demo', name: 'Demo Partner', email: 'demo@example.com', country: 'MT' },
    opening_balance: (1_000_000 + n * 1_379.17).toFixed(2),
    closing_balance: balance.toFixed(2),
    held: { opening: '0.00', closing: '0.00' },
    rates_used: [],
    totals: {
      commission: '12173.50',
      withdrawals: '-24250.00',
      adjustments: '12173.50',
      fees: '0.00',
      held: '0.00',
    },
    commissions: [],
    lines,
    as_of: '2026-10-31',
    running: false,
    generated_at: new Date().toISOString(),
  } as Statement;
}

/** One render drained: its wall time and the process's CPU time (what a worker thread spends). */
async function render(s: Statement): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const doc = statementPdf(s, 'Goldline Partners');
  let bytes = 0;
  for await (const chunk of doc) bytes += (chunk as Buffer).length;
  if (bytes < 1000) throw new Error('empty PDF');
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

// Each render a statement of its own (another affiliate's amounts and numbers), as a server renders them.
const statements = Array.from({ length: runs + 1 }, (_, n) => month(n));
await render(statements[runs]!); // warm-up: fonts parsed, code compiled
const walls: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < runs; i++) {
  const { wall, cpu } = await render(statements[i]!);
  walls.push(wall);
  cpus.push(cpu);
}
const at = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(
  `statement PDF, ${LINES} lines: median ${at(walls, 0.5)} ms, p90 ${at(walls, 0.9)} ms over ${runs} renders; CPU median ${at(cpus, 0.5)} ms, p90 ${at(cpus, 0.9)} ms`,
);
