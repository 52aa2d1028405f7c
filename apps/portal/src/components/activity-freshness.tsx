import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityFreshness as Freshness } from '@affiliate/contract/common/feed-freshness';
import { Alert } from '@/components/ui/alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { cx } from '@/components/ui/cx';
import { formatUtcDateTime } from '@/lib/dates';
import { intlLocale } from '@/lib/i18n/language';

/**
 * Up to when the activity under a screen's figures runs, and when it came: "Activity up to 12/01/2026,
 * 23:59 UTC — received 2 hours ago", over the brands in view (the earliest brand's: the figures are
 * complete only up to it), each brand's own in a disclosure when there are several. When a brand's feed
 * is late, a warning says so in words (not colour alone), announced politely (role=status). Nothing
 * while no brand in view has sent activity. One component for the dashboard, reports and statement.
 */
export function ActivityFreshness({ freshness, className }: { freshness: Freshness; className?: string }) {
  const { t } = useLingui();
  const { activity_through: through, activity_received_at: received } = freshness;
  if (through === null) return null;
  const upTo = formatUtcDateTime(through);
  const withData = freshness.activity_brands.filter((b) => b.activity_through !== null);
  const late = freshness.activity_brands.filter((b) => b.activity_late);
  const lateNames = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(
    late.map((b) => b.name),
  );
  // The figures of a late brand may miss what came after its data: the earliest such point.
  const lateThrough = late
    .map((b) => b.activity_through)
    .filter((v): v is string => v !== null)
    .sort()[0];
  const lateAfter = lateThrough ? formatUtcDateTime(lateThrough) : '';
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <p className="text-sm text-muted">
        {received ? (
          <Trans>
            Activity up to {upTo} — received <RelativeTime value={received} />
          </Trans>
        ) : (
          <Trans>Activity up to {upTo}</Trans>
        )}
      </p>
      {withData.length > 1 && (
        <details className="text-sm text-muted">
          <summary className="cursor-pointer text-ink">
            <Trans>By brand</Trans>
          </summary>
          <ul className="mt-1 flex flex-col gap-1">
            {freshness.activity_brands.map((b) => {
              const brandUpTo = b.activity_through ? formatUtcDateTime(b.activity_through) : '';
              const name = b.name;
              return (
                <li key={b.brand} className="break-words">
                  {b.activity_through === null ? (
                    <Trans>{name}: no activity received yet</Trans>
                  ) : b.activity_received_at ? (
                    <Trans>
                      {name}: up to {brandUpTo} — received <RelativeTime value={b.activity_received_at} />
                    </Trans>
                  ) : (
                    <Trans>
                      {name}: up to {brandUpTo}
                    </Trans>
                  )}
                  {b.activity_late && <span className="font-medium text-ink"> {t`(late)`}</span>}
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {late.length > 0 && (
        <Alert tone="warning">
          {lateAfter ? (
            <Trans>
              The data of {lateNames} is late: the figures may be missing activity after {lateAfter}.
            </Trans>
          ) : (
            <Trans>The data of {lateNames} is late: the figures may be missing recent activity.</Trans>
          )}
        </Alert>
      )}
    </div>
  );
}
