import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pagedEnvelope, pageQuery } from '../common/envelope.ts';
import { isoDateTime } from '../common/primitives.ts';

export const notificationKind = z.enum([
  'broadcast',
  'withdrawal',
  'kyc',
  'commission',
  'security',
  'support',
  // A change to the affiliate's players or money (issue 39): its "View" opens the Changes screen.
  'changes',
]);

export const notification = z.object({
  id: z.number().int(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
  /** The Contact us ticket an answer from support belongs to (its thread is where the notice leads); else null. */
  ticketId: z.number().int().positive().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** Which notifications a list shows: every one, or only those not read yet. */
export const notificationFilter = z.enum(['all', 'unread']);
export type NotificationFilter = z.infer<typeof notificationFilter>;

export const notificationsQuery = pageQuery.extend({
  filter: notificationFilter.default('all'),
});

export const notifications = endpoint({
  method: 'GET',
  path: '/api/v1/bo/member/notifications',
  access: 'member',
  summary:
    "The affiliate's notifications (all, or only the unread ones), newest first, with the unread count",
  tags: ['notifications'],
  query: notificationsQuery,
  response: pagedEnvelope(notification, { unread_count: z.number().int().min(0) }),
});

/** Notification ids are PostgreSQL integers: a larger number is no id at all. */
export const notificationId = z.number().int().positive().max(2_147_483_647);

export const readNotificationsRequest = z.object({
  /** The notifications to mark read; absent means all of them. */
  ids: z.array(notificationId).max(500).optional(),
});

export const readNotifications = endpoint({
  method: 'PUT',
  path: '/api/v1/bo/member/read-notifications',
  access: 'member',
  summary: 'Mark notifications read (all when no ids are given)',
  tags: ['notifications'],
  body: readNotificationsRequest,
  response: dataEnvelope(z.object({ updated: z.number().int(), unread_count: z.number().int() })),
});
