import type { api, Notification } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import * as repo from './repository.ts';

/** A page of the member's notifications; with the unread filter the paging (total, last page) counts only the unread ones. */
export async function listAffiliateNotifications(
  ctx: AppContext,
  affiliateId: number,
  page: ContractQuery<typeof api.notifications.notifications>,
) {
  const unreadOnly = page.filter === 'unread';
  const counts = await repo.listNotificationsPage(ctx.db, affiliateId, {
    limit: page.per_page,
    offset: (page.page - 1) * page.per_page,
    unreadOnly,
  });
  const { unread, rows } = counts;
  const total = unreadOnly ? unread : counts.total;
  const data: Notification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    ticketId: row.ticket_id,
  }));
  const meta = paginationMeta({
    page: page.page,
    perPage: page.per_page,
    total,
    url: `${ctx.config.publicUrl}/api/v1/bo/member/notifications?per_page=${page.per_page}${unreadOnly ? '&filter=unread' : ''}`,
  });
  return { data, meta: { ...meta, unread_count: unread } };
}

export async function markNotificationsRead(ctx: AppContext, affiliateId: number, ids?: number[]) {
  const { updated, unread } = await repo.markRead(ctx.db, affiliateId, ids, ctx.config.now());
  return { updated, unread_count: unread };
}

export async function broadcastNotification(
  ctx: AppContext,
  // memberIds: the broadcast's wire name for the affiliates it goes to (everyone when absent).
  input: { kind: string; title: string; body: string; memberIds?: number[] },
) {
  const { memberIds, ...notice } = input;
  return { delivered: await repo.insertForAffiliates(ctx.db, { ...notice, affiliateIds: memberIds }) };
}
