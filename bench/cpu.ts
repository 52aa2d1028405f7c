import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) used so far by the gateway (this process) and by every PostgreSQL server process. */
export interface CpuSample {
  gatewayMs: number;
  postgresMs: number;
}

// /proc/<pid>/stat counts in clock ticks; 100 per second on Linux.
const TICK_MS = 10;

function processCpuMs(pid: string, withReapedChildren = false): { name: string; ms: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; cutime and cstime (16 and
    // 17) are what the process's children used, added when it reaped them.
    const own = Number(fields[11]) + Number(fields[12]);
    return { name, ms: (own + (withReapedChildren ? Number(fields[13]) + Number(fields[14]) : 0)) * TICK_MS };
  } catch {
    return null; // the process ended between listing and reading
  }
}

/**
 * Where a request's CPU goes: the gateway's own process and PostgreSQL's (same machine). Null where
 * /proc is missing (not Linux) or the server runs elsewhere (no postgres processes seen).
 */
export function sampleCpu(): CpuSample | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const gateway = processCpuMs(String(process.pid));
  if (!gateway) return null;
  let postgresMs = 0;
  for (const pid of pids) {
    // A backend that exits between two samples takes its CPU out of the sum of live ones (a run once
    // printed a negative PostgreSQL figure); the postmaster, which reaps it, then counts it among its
    // children's. The gateway's own children (autocannon) are left out of its figure.
    const usage = processCpuMs(pid, true);
    if (usage?.name.startsWith('postgres')) postgresMs += usage.ms;
  }
  return { gatewayMs: gateway.ms, postgresMs };
}

/**
 * CPU time (ms) used so far by each of these processes (the PostgreSQL backends serving one database, say),
 * by pid; a process that ended is left out.
 */
export function processesCpuMs(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const usage = processCpuMs(String(pid));
    if (usage) used.set(pid, usage.ms);
  }
  return used;
}
