import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Notification } from '@affiliate/contract/endpoints/notifications';
import { routes } from '@/config/routes';

/**
 * The screen a notification is about, for its "View" link, and the link's name ("View" and the screen's
 * title, one message each so every language words it its own way); a broadcast is about nothing in particular.
 */
const linkByKind: Record<Notification['kind'], { path: string; label: MessageDescriptor } | null> = {
  withdrawal: { path: routes.withdrawal.path, label: msg`View Withdrawal` },
  kyc: { path: routes.kyc.path, label: msg`View Identity Verification` },
  commission: { path: routes.statementOfAccount.path, label: msg`View Statement of Account` },
  security: { path: routes.googleAuthenticator.path, label: msg`View Two-Factor Authentication` },
  // The answer to a ticket: the contact page, where its conversation is (below, by the ticket).
  support: { path: routes.contact.path, label: msg`View Contact Us` },
  // A player moved away or removed, a closed day restated, a CPA reversed (issue 39): the change log.
  changes: { path: routes.changes.path, label: msg`View Changes` },
  broadcast: null,
};

/** Where a notification's "View" leads: an answer from support opens its ticket's conversation. */
export function notificationLink(item: Pick<Notification, 'kind' | 'ticketId'>) {
  const link = linkByKind[item.kind];
  const ticket = item.ticketId;
  if (link && item.kind === 'support' && ticket !== null)
    return {
      path: `${link.path}?ticket=${ticket}`,
      label: msg`View the conversation of ticket #${ticket}`,
    };
  return link;
}
