import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  Coins,
  History,
  LifeBuoy,
  Megaphone,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '@affiliate/contract/endpoints/notifications';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { RelativeTime } from '@/components/ui/relative-time';
import { notificationLink } from '../lib/notification-link';

const kindIcons: Record<Notification['kind'], { icon: LucideIcon; label: MessageDescriptor }> = {
  broadcast: { icon: Megaphone, label: msg`Announcement` },
  withdrawal: { icon: Wallet, label: msg`Withdrawal` },
  kyc: { icon: BadgeCheck, label: msg`Identity verification` },
  commission: { icon: Coins, label: msg`Commission` },
  security: { icon: ShieldCheck, label: msg`Security` },
  support: { icon: LifeBuoy, label: msg`Support` },
  changes: { icon: History, label: msg`Changes` },
};

/** One notification of the list: kind, title, body, when; unread ones stand out and can be marked read. */
export function NotificationItem({
  item,
  onMarkRead,
  marking,
}: {
  item: Notification;
  onMarkRead: () => void;
  marking: boolean;
}) {
  const { t } = useLingui();
  const { icon: Icon, label } = kindIcons[item.kind];
  // The title comes from the gateway, already in the affiliate's language.
  const title = item.title;
  const link = notificationLink(item);
  const unread = item.readAt === null;
  const titleId = `notification-${item.id}-title`;
  return (
    <li aria-labelledby={titleId} className={cx('flex gap-3 px-4 py-4 sm:px-5', unread && 'bg-info-ink/5')}>
      <span
        className={cx(
          'grid size-10 shrink-0 place-items-center rounded-full',
          unread ? 'bg-primary text-on-primary' : 'bg-canvas text-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3
            id={titleId}
            className={cx(
              'flex min-w-0 items-center gap-2 text-sm text-ink',
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {unread && (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-info-ink" />
                <span className="sr-only">
                  <Trans>Unread:</Trans>{' '}
                </span>
              </>
            )}
            {/* The gateway wrote it in the affiliate's language (or the operator in theirs): not the portal's to translate. */}
            <span translate="no" className="break-words">
              {item.title}
            </span>
          </h3>
          <span className="text-xs text-muted">
            <span className="sr-only">{t(label)}, </span>
            <RelativeTime value={item.createdAt} />
          </span>
        </div>
        <p translate="no" className="mt-1 whitespace-pre-line break-words text-sm text-muted">
          {item.body}
        </p>
        {(link || unread) && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            {link && (
              <Link
                to={link.path}
                aria-label={t(link.label)}
                className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-info-ink underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-info-ink"
              >
                <Trans>View</Trans>
              </Link>
            )}
            {unread && (
              <Button
                size="sm"
                variant="secondary"
                loading={marking}
                onClick={onMarkRead}
                aria-label={t`Mark as read: ${title}`}
              >
                <Trans>Mark as read</Trans>
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
