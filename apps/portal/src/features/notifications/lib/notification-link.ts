import type { Notification } from '@affiliate/contract/endpoints/notifications';
import { routes } from '@/config/routes';

/** The screen a notification is about, for its "View" link; a broadcast is about nothing in particular. */
const linkByKind: Record<Notification['kind'], { path: string; label: string } | null> = {
  withdrawal: { path: routes.withdrawal.path, label: routes.withdrawal.title },
  kyc: { path: routes.kyc.path, label: routes.kyc.title },
  commission: { path: routes.statementOfAccount.path, label: routes.statementOfAccount.title },
  security: { path: routes.googleAuthenticator.path, label: routes.googleAuthenticator.title },
  // The answer to a ticket: the contact page, where its conversation is (below, by the ticket).
  support: { path: routes.contact.path, label: routes.contact.title },
  broadcast: null,
};

/** Where a notification's "View" leads: an answer from support opens its ticket's conversation. */
export function notificationLink(item: Pick<Notification, 'kind' | 'ticketId'>) {
  const link = linkByKind[item.kind];
  if (link && item.kind === 'support' && item.ticketId !== null)
    return {
      path: `${link.path}?ticket=${item.ticketId}`,
      label: `the conversation of ticket #${item.ticketId}`,
    };
  return link;
}
