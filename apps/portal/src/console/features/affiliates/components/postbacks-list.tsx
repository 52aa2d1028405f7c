import type {
  AffiliateIntegrations,
  IntegrationDelivery,
  IntegrationPostback,
} from '@affiliate/contract/endpoints/affiliate-integrations';
import { DeliveryState, formatLatency } from '@/components/postback-delivery-state';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import { postbackEventLabels } from '@/lib/integration-labels';

const timeOf = (delivery: IntegrationDelivery) => delivery.last_attempt_at ?? delivery.created_at;

/** On, switched off by the sender after failures in a row, or switched off by the affiliate. */
function SwitchBadge({ postback }: { postback: IntegrationPostback }) {
  const [text, tone] = postback.enabled
    ? ['On', 'bg-success-soft text-success-ink']
    : postback.disabled_at
      ? ['Off after failures', 'bg-error-soft text-error-ink']
      : ['Off (by the affiliate)', 'bg-canvas text-muted'];
  return (
    <span className={cx('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>
      {text}
    </span>
  );
}

function DeliveryLine({ delivery }: { delivery: IntegrationDelivery }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
      <span className="text-xs text-ink">
        <time dateTime={timeOf(delivery)}>{formatDateTime(timeOf(delivery))}</time>
        {delivery.test && (
          <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 font-semibold">Test</span>
        )}
      </span>
      <span className="flex items-center gap-2 text-xs tabular-nums text-muted">
        <DeliveryState delivery={delivery} />
        <span>{formatLatency(delivery.latency_ms)}</span>
        {delivery.attempts > 1 && <span>{delivery.attempts} attempts</span>}
      </span>
    </li>
  );
}

function PostbackItem({ postback }: { postback: IntegrationPostback }) {
  const label = postbackEventLabels[postback.event];
  return (
    <li className="min-w-0 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold text-ink">{label}</h4>
        <span className="rounded bg-canvas px-1.5 py-0.5 font-mono text-xs text-muted">
          {postback.method}
        </span>
        <SwitchBadge postback={postback} />
      </div>
      <p className="mt-2 break-all rounded bg-canvas px-2 py-1 font-mono text-xs text-ink">{postback.url}</p>
      {!postback.enabled && postback.disabled_at && (
        <p className="mt-1 text-xs text-error-ink">
          Switched off {formatDateTime(postback.disabled_at)} after {postback.consecutive_failures} failed
          attempts in a row.
        </p>
      )}
      {postback.enabled && postback.consecutive_failures > 0 && (
        <p className="mt-1 text-xs text-muted">
          {postback.consecutive_failures} failed{' '}
          {postback.consecutive_failures === 1 ? 'attempt' : 'attempts'} in a row so far.
        </p>
      )}
      <h5 className="mt-3 text-xs font-medium text-muted">Latest deliveries</h5>
      {postback.deliveries.length === 0 ? (
        <p className="mt-1 text-xs text-muted">No recent deliveries.</p>
      ) : (
        <ol aria-label={`Latest deliveries of ${label}`} className="divide-y divide-line">
          {postback.deliveries.map((delivery) => (
            <DeliveryLine key={delivery.id} delivery={delivery} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The affiliate's postbacks, one per event: the address masked, whether it is on, the latest deliveries. */
export function PostbacksList({
  postbacks,
  signingSecret,
}: {
  postbacks: AffiliateIntegrations['postbacks'];
  signingSecret: AffiliateIntegrations['signing_secret'];
}) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold text-ink">Postbacks</h3>
      {signingSecret && (
        <p className="mb-3 text-xs text-muted">
          Signing secret made {formatDateTime(signingSecret.created_at)}
          {signingSecret.previous_valid_until &&
            `; the previous one also signs until ${formatDateTime(signingSecret.previous_valid_until)}`}
          .
        </p>
      )}
      {postbacks.length === 0 ? (
        <p className="text-sm text-muted">No postbacks yet.</p>
      ) : (
        <ul aria-label="Postbacks" className="space-y-3">
          {postbacks.map((postback) => (
            <PostbackItem key={postback.event} postback={postback} />
          ))}
        </ul>
      )}
    </div>
  );
}
