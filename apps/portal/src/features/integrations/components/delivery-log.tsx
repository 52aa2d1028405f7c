import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import {
  POSTBACK_EVENTS,
  type PostbackDelivery,
  type PostbackEvent,
} from '@affiliate/contract/endpoints/postbacks';
import { DeliveryState, formatLatency } from '@/components/postback-delivery-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/dates';
import { deliveriesQueryOptions } from '../api/get-deliveries';
import { postbackEventText } from '../lib/postback-events';

const eventOptions = [
  { value: '', label: msg`All events` },
  ...POSTBACK_EVENTS.map((event) => ({ value: event, label: postbackEventText[event].label })),
];

// One sentence per event: how an event's name sits in a sentence (its case, its article) is each language's.
const nothingSentFor: Record<PostbackEvent, MessageDescriptor> = {
  registration: msg`Nothing sent for registration yet. Save a postback and press Send test to see it here.`,
  first_deposit: msg`Nothing sent for first deposit yet. Save a postback and press Send test to see it here.`,
  qualified_cpa: msg`Nothing sent for qualified cpa yet. Save a postback and press Send test to see it here.`,
  commission_credited: msg`Nothing sent for commission credited yet. Save a postback and press Send test to see it here.`,
};

const columns = [msg`Time`, msg`Event`, msg`Outcome`, msg`Attempts`, msg`Address`, msg`Answer`];

const cellClassName = 'whitespace-nowrap px-3 py-2 align-top';

const timeOf = (delivery: PostbackDelivery) => delivery.last_attempt_at ?? delivery.created_at;

/** A delivery on a phone: the table's columns as a card, so nothing needs a sideways scroll. */
function DeliveryCard({ delivery }: { delivery: PostbackDelivery }) {
  const { t } = useLingui();
  const attempts = delivery.attempts;
  const next = delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : null;
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{t(postbackEventText[delivery.event].label)}</span>
        {delivery.test && (
          <span className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink">
            <Trans>Test</Trans>
          </span>
        )}
        <DeliveryState delivery={delivery} />
      </div>
      <p className="text-xs text-muted">
        <time dateTime={timeOf(delivery)}>{formatDateTime(timeOf(delivery))}</time> ·{' '}
        {formatLatency(delivery.latency_ms)} · <Plural value={attempts} one="# attempt" other="# attempts" />
        {next && (
          <>
            {' · '}
            <Trans>next {next}</Trans>
          </>
        )}
      </p>
      {delivery.address && <p className="break-all font-mono text-xs text-ink">{delivery.address}</p>}
      {delivery.response && <p className="break-all font-mono text-xs text-muted">{delivery.response}</p>}
    </li>
  );
}

function NextAttempt({ at }: { at: string }) {
  const next = formatDateTime(at);
  return <Trans>next {next}</Trans>;
}

/**
 * What was sent to the tracker, newest first: when, which event, to which address (its secrets masked),
 * how it went, how long it took, the attempts and the next one, and the start of the answer, each in full. Filtered
 * by event; "Load older" pages back. A table from the small breakpoint up, cards on a phone.
 */
export function DeliveryLog() {
  const { t } = useLingui();
  const enabled = useSessionMemberId() !== undefined;
  const [event, setEvent] = useState<PostbackEvent | undefined>(undefined);
  const log = useInfiniteQuery({ ...deliveriesQueryOptions(event), enabled });
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries);

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="w-full sm:w-56"
          label={t`Event`}
          options={eventOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={event ?? ''}
          onChange={(e) => setEvent((e.target.value || undefined) as PostbackEvent | undefined)}
        />
        <Button
          variant="secondary"
          onClick={() => void log.refetch()}
          loading={log.isRefetching && !log.isFetchingNextPage}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {log.isError && !deliveries ? (
        <LoadFailedAlert
          message={t`We could not load the delivery log.`}
          error={log.error}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : !deliveries ? (
        <div role="status" aria-label={t`Loading the delivery log`} className="flex flex-col gap-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : deliveries.length === 0 ? (
        <p className="rounded-lg bg-canvas px-3 py-6 text-center text-sm text-muted">
          {event ? (
            t(nothingSentFor[event])
          ) : (
            <Trans>Nothing sent yet. Save a postback and press Send test to see it here.</Trans>
          )}
        </p>
      ) : (
        <>
          <ul aria-label={t`Deliveries`} className="flex flex-col gap-3 sm:hidden">
            {deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} />
            ))}
          </ul>
          <div
            role="region"
            aria-label={t`Deliveries`}
            tabIndex={0}
            className="relative hidden overflow-x-auto rounded-lg border border-line sm:block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">
                <Trans>Postback deliveries, newest first</Trans>
              </caption>
              <thead className="bg-canvas text-left text-muted">
                <tr>
                  {columns.map((heading) => (
                    <th key={heading.id} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.map((delivery) => (
                  <tr key={delivery.id} className="border-t border-line text-ink">
                    <td className={cellClassName}>
                      <time dateTime={timeOf(delivery)}>{formatDateTime(timeOf(delivery))}</time>
                    </td>
                    <td className={cellClassName}>
                      {t(postbackEventText[delivery.event].label)}
                      {delivery.test && (
                        <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink">
                          <Trans>Test</Trans>
                        </span>
                      )}
                    </td>
                    <td className={cellClassName}>
                      <DeliveryState delivery={delivery} />
                      <span className="mt-0.5 block text-xs tabular-nums text-muted">
                        {formatLatency(delivery.latency_ms)}
                      </span>
                    </td>
                    <td className={`${cellClassName} tabular-nums`}>
                      {delivery.attempts}
                      {delivery.next_attempt_at && (
                        <span className="block text-xs text-muted">
                          <NextAttempt at={delivery.next_attempt_at} />
                        </span>
                      )}
                    </td>
                    {/* Address and answer wrap in full (the answer is at most 300 characters): what was
                        sent and what came back is what an affiliate debugging a tracker reads. */}
                    <td className="min-w-[13rem] px-3 py-2 align-top">
                      <span className="block font-mono text-xs wrap-anywhere">{delivery.address ?? '—'}</span>
                    </td>
                    <td className="min-w-[11rem] px-3 py-2 align-top">
                      <span className="block font-mono text-xs wrap-anywhere">
                        {delivery.response ?? '—'}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          <Trans>Load older</Trans>
        </Button>
      )}
    </Card>
  );
}
