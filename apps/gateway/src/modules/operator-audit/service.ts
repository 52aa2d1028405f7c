import type { AuditActor, AuditEntry, AuditQuery } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import {
  affiliatesNamed,
  auditActionNames,
  auditPageRows,
  type AuditFilter,
  type AuditPageStart,
  type AuditPosition,
  type AuditRow,
} from './repository.ts';
import { recordedStatus, shownDetail } from './safe-detail.ts';

/** More names than the trail's writers have ever used: the list stays a select's worth. */
const MAX_ACTIONS = 500;
const DAY_MS = 86_400_000;

/** Events whose name says they were refused, besides any row that recorded a 4xx or 5xx status. */
const REFUSED_EVENT = /(^|[.-])(failed|refused|denied|reuse-detected)$/;

const toCursor = (row: AuditRow): string => `${row.position_at}~${row.id}`;

function fromCursor(cursor: string): AuditPosition {
  const [at, id] = cursor.split('~') as [string, string];
  return { at, id };
}

function actorOf(row: AuditRow): AuditActor {
  if (row.operator_id !== null)
    return { kind: 'operator', operatorId: row.operator_id, name: row.operator_email };
  if (row.operator_machine !== null) return { kind: 'machine', operatorId: null, name: row.operator_machine };
  // A row an operator caused keeps who they were even after their account is gone (operator_id set
  // null): it then names no one rather than the affiliate it concerned.
  if (row.member_id !== null && !row.event.startsWith('operator'))
    return { kind: 'affiliate', operatorId: null, name: row.username };
  return { kind: 'unknown', operatorId: null, name: null };
}

function toEntry(row: AuditRow): AuditEntry {
  const status = recordedStatus(row.detail);
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.event,
    who: actorOf(row),
    affiliate:
      row.member_id !== null && row.username !== null ? { id: row.member_id, username: row.username } : null,
    status,
    outcome: (status !== null && status >= 400) || REFUSED_EVENT.test(row.event) ? 'refused' : 'done',
    detail: shownDetail(row.detail),
  };
}

async function filterOf(ctx: AppContext, query: AuditQuery): Promise<AuditFilter | null> {
  let affiliateIds: number[] | undefined;
  if (query.affiliate !== undefined) {
    affiliateIds = await affiliatesNamed(ctx.db, query.affiliate);
    if (affiliateIds.length === 0) return null;
  }
  return {
    ...(query.operator !== undefined && { operatorId: query.operator }),
    ...(query.action !== undefined && { action: query.action }),
    ...(affiliateIds && { affiliateIds }),
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : null,
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : null,
  };
}

/**
 * A page of the trail: one row more than asked is read, to know whether a page lies beyond. Going older,
 * a newer page exists when the page started from a cursor; going newer, an older one always does.
 */
export async function auditPage(ctx: AppContext, query: AuditQuery) {
  const size = query.per_page;
  const filter = await filterOf(ctx, query);
  if (!filter) return { data: [], meta: { per_page: size, older: null, newer: null } };
  const start: AuditPageStart = query.after
    ? { direction: 'newer', from: fromCursor(query.after) }
    : { direction: 'older', from: query.before ? fromCursor(query.before) : null };
  const rows = await auditPageRows(ctx.db, filter, start, size + 1);
  const more = rows.length > size;
  const page =
    start.direction === 'older' ? rows.slice(0, size) : rows.slice(rows.length - Math.min(rows.length, size));
  const first = page[0];
  const last = page.at(-1);
  const hasOlder = start.direction === 'older' ? more : true;
  const hasNewer = start.direction === 'older' ? start.from !== null : more;
  return {
    data: page.map(toEntry),
    meta: {
      per_page: size,
      older: hasOlder && last ? toCursor(last) : null,
      newer: hasNewer && first ? toCursor(first) : null,
    },
  };
}

/** In code-point order, whatever the database's collation. */
export async function auditActions(ctx: AppContext): Promise<string[]> {
  return (await auditActionNames(ctx.db, MAX_ACTIONS)).sort();
}
