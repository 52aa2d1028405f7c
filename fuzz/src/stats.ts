/** Requests and answers per endpoint, for the table at the end of a run. */
export interface EndpointStats {
  key: string;
  method: string;
  path: string;
  requests: number;
  /** Requests sent while shrinking a failure (included in `requests`). */
  shrinkRequests: number;
  statuses: Map<number, number>;
  families: Map<string, number>;
  failures: number;
  ms: number;
}

export function newStats(key: string, method: string, path: string): EndpointStats {
  return {
    key,
    method,
    path,
    requests: 0,
    shrinkRequests: 0,
    statuses: new Map(),
    families: new Map(),
    failures: 0,
    ms: 0,
  };
}

export function record(stats: EndpointStats, status: number, family: string, ms: number): void {
  stats.requests += 1;
  stats.ms += ms;
  stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
  const group = family.split(':')[0]!;
  stats.families.set(group, (stats.families.get(group) ?? 0) + 1);
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

export function formatTable(all: EndpointStats[]): string {
  const rows = all.map((s) => {
    const histogram = [...s.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}:${n}`)
      .join(' ');
    const ok = [...s.statuses.entries()]
      .filter(([status]) => status >= 200 && status < 300)
      .reduce((sum, [, n]) => sum + n, 0);
    return [`${s.method} ${s.path}`, String(s.requests), String(ok), String(s.failures), histogram];
  });
  const header = ['endpoint', 'requests', '2xx', 'failures', 'statuses'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 1 || i === 2 || i === 3 ? c.padStart(widths[i]!) : pad(c, widths[i]!))).join(' | ')} |`;
  const total = all.reduce((sum, s) => sum + s.requests, 0);
  const failures = all.reduce((sum, s) => sum + s.failures, 0);
  const totalOk = rows.reduce((sum, r) => sum + Number(r[2]), 0);
  return [
    '(status 0: the connection was closed while a body over the limit was being sent, accepted where 413 is)',
    line(header),
    `|${widths.map((w, i) => (i >= 1 && i <= 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map(line),
    line(['total', String(total), String(totalOk), String(failures), '']),
  ].join('\n');
}
