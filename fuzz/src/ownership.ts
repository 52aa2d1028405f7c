import { fillPath, api } from '@affiliate/contract';
import { callJson } from './http.ts';
import { AFFILIATES, otherAffiliate, type AffiliateName, type Sessions } from './sessions.ts';

/** What identifies an affiliate and its players, read through the API with the affiliate's own token. */
interface Identity {
  id: number;
  username: string;
  email: string;
  customerIds: Set<number>;
}

/**
 * Names an affiliate types for itself: the fuzzer, signed in as one affiliate, may set its own first
 * name to "Demo" (a value it saw in the other's answers), which is no leak although it reads like the
 * other's username. Ids, usernames and emails are still looked for everywhere else.
 */
const FREE_TEXT_NAME_KEYS = new Set(['firstName', 'lastName', 'first_name', 'last_name']);

/**
 * "Never another affiliate's data": the demo affiliate's answers must not hold the rival's member id,
 * username, email or any of the rival's players' customer ids, and the other way round.
 *
 * Players can legitimately change affiliate (an ingested player's referral code decides its owner), so
 * a suspected leak is checked again against freshly read identities before it is reported.
 */
export class Ownership {
  private readonly identities = new Map<AffiliateName, Identity>();
  /** Set when a request changed state since the identities were read. */
  stale = false;

  constructor(
    private readonly baseUrl: string,
    private readonly sessions: Sessions,
  ) {}

  async refresh(): Promise<void> {
    this.stale = false;
    for (const name of AFFILIATES) {
      await this.sessions.revive(name);
      const token = this.sessions.token(name);
      const user = await callJson<{ data: { id: number; username: string; email: string } }>(
        this.baseUrl,
        'GET',
        api.auth.user.path,
        token,
      );
      const exportPath = `${fillPath(api.referrals.playerExport.path, { id: user.data.id })}?format=json&deposited=false`;
      const players = await callJson<Array<{ customer_id: number }>>(this.baseUrl, 'GET', exportPath, token);
      this.identities.set(name, { ...user.data, customerIds: new Set(players.map((p) => p.customer_id)) });
    }
  }

  playerCount(name: AffiliateName): number {
    return this.identities.get(name)?.customerIds.size ?? 0;
  }

  /** The first of the other affiliate's identifiers found in an answer given to `name`, if any. */
  async findLeak(name: AffiliateName, body: unknown): Promise<string | undefined> {
    const suspicion = this.scan(name, body);
    if (!suspicion) return undefined;
    await this.refresh();
    return this.scan(name, body);
  }

  private scan(name: AffiliateName, body: unknown): string | undefined {
    const other = this.identities.get(otherAffiliate(name));
    if (!other) return undefined;
    const names = new Set([other.username.toLowerCase(), other.email.toLowerCase()]);
    const visit = (value: unknown, key: string | undefined, path: string): string | undefined => {
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) {
          const found = visit(item, key, `${path}[${i}]`);
          if (found) return found;
        }
        return undefined;
      }
      if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (('username' in record || 'email' in record) && Number(record.id) === other.id)
          return `${path}.id = ${other.id}, ${otherAffiliate(name)}'s member id`;
        for (const [k, inner] of Object.entries(record)) {
          const found = visit(inner, k, `${path}.${k}`);
          if (found) return found;
        }
        return undefined;
      }
      if (typeof value === 'string' && !FREE_TEXT_NAME_KEYS.has(key ?? '') && names.has(value.toLowerCase()))
        return `${path} = ${JSON.stringify(value)}, ${otherAffiliate(name)}'s`;
      if (key === 'customer_id' && other.customerIds.has(Number(value)))
        return `${path} = ${String(value)}, a player of ${otherAffiliate(name)}`;
      return undefined;
    };
    return visit(body, undefined, '$');
  }
}

/** CSV as rows keyed by its header, so downloads get the same scan as JSON (quoted cells supported). */
export function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header, ...data] = rows;
  if (!header) return [];
  return data.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
