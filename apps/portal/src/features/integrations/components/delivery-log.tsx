import { useState } from 'react';
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
  { value: '', label: 'All events' },
  ...POSTBACK_EVENTS.map((event) => ({ value: event, label: postbackEventText[event].label })),
];

const cell = 'whitespace-nowrap px-3 py-2 align-top';

const timeOf = (delivery: PostbackDelivery) => delivery.last_attempt_at ?? delivery.created_at;

/** A delivery on a phone: the table's columns as a card, so nothing needs a sideways scroll. */
function DeliveryCard({ delivery }: { delivery: PostbackDelivery }) {
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{postbackEventText[delivery.event].label}</span>
        {delivery.test && (
          <span className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink">
            Test
          </span>
        )}
        <DeliveryState delivery={delivery} />
      </div>
      <p className="text-xs text-muted">
        <time dateTime={timeOf(delivery)}>{formatDateTime(timeOf(delivery))}</time> ·{' '}
        {formatLatency(delivery.latency_ms)} · {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        {delivery.next_attempt_at && ` · next ${formatDateTime(delivery.next_attempt_at)}`}
      </p>
      {delivery.address && <p className="break-all font-mono text-xs text-ink">{delivery.address}</p>}
      {delivery.response && <p className="break-all font-mono text-xs text-muted">{delivery.response}</p>}
    </li>
  );
}

/**
 * What was sent to the tracker, newest first: when, which event, to which address (its secrets masked),
 * how it went, how long it took, the attempts and the next one, and the start of the answer, each in full. Filtered
 * by event; "Load older" pages back. A table from the small breakpoint up, cards on a phone.
 */
export function DeliveryLog() {
  const enabled = useSessionMemberId() !== undefined;
  const [event, setEvent] = useState<PostbackEvent | undefined>(undefined);
  const log = useInfiniteQuery({ ...deliveriesQueryOptions(event), enabled });
  const deliveries = log.data?.pages.flatMap((page) => page.deliveries);

  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="w-full sm:w-56"
          label="Event"
          options={eventOptions}
          value={event ?? ''}
          onChange={(e) => setEvent((e.target.value || undefined) as PostbackEvent | undefined)}
        />
        <Button
          variant="secondary"
          onClick={() => void log.refetch()}
          loading={log.isRefetching && !log.isFetchingNextPage}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </div>
      {log.isError && !deliveries ? (
        <LoadFailedAlert
          what="the delivery log"
          error={log.error}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : !deliveries ? (
        <div role="status" aria-label="Loading the delivery log" className="flex flex-col gap-2">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : deliveries.length === 0 ? (
        <p className="rounded-lg bg-canvas px-3 py-6 text-center text-sm text-muted">
          Nothing sent {event ? `for ${postbackEventText[event].label.toLowerCase()} ` : ''}yet. Save a
          postback and press Send test to see it here.
        </p>
      ) : (
        <>
          <ul aria-label="Deliveries" className="flex flex-col gap-3 sm:hidden">
            {deliveries.map((delivery) => (
              <DeliveryCard key={delivery.id} delivery={delivery} />
            ))}
          </ul>
          <div
            role="region"
            aria-label="Deliveries"
            tabIndex={0}
            className="relative hidden overflow-x-auto rounded-lg border border-line sm:block focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Postback deliveries, newest first</caption>
              <thead className="bg-canvas text-left text-muted">
                <tr>
                  {['Time', 'Event', 'Outcome', 'Attempts', 'Address', 'Answer'].map((heading) => (
                    <th key={heading} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.map((delivery) => (
                  <tr key={delivery.id} className="border-t border-line text-ink">
                    <td className={cell}>
                      <time dateTime={timeOf(delivery)}>{formatDateTime(timeOf(delivery))}</time>
                    </td>
                    <td className={cell}>
                      {postbackEventText[delivery.event].label}
                      {delivery.test && (
                        <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink">
                          Test
                        </span>
                      )}
                    </td>
                    <td className={cell}>
                      <DeliveryState delivery={delivery} />
                      <span className="mt-0.5 block text-xs tabular-nums text-muted">
                        {formatLatency(delivery.latency_ms)}
                      </span>
                    </td>
                    <td className={`${cell} tabular-nums`}>
                      {delivery.attempts}
                      {delivery.next_attempt_at && (
                        <span className="block text-xs text-muted">
                          next {formatDateTime(delivery.next_attempt_at)}
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
          Load older
        </Button>
      )}
    </Card>
  );
}
