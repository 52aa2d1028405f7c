import { Trans } from '@lingui/react/macro';
import type { PostbackDelivery } from '@affiliate/contract/endpoints/postbacks';
import { formatLatency } from '@/components/postback-delivery-state';
import { cx } from '@/components/ui/cx';

/** How a test went, as one sentence per case so each language can order it its own way. */
function TestHeadline({
  delivered,
  status,
  latency,
}: {
  delivered: boolean;
  status: number | null;
  latency: string;
}) {
  if (status === null)
    return delivered ? (
      <Trans>Test delivered: no answer in {latency}</Trans>
    ) : (
      <Trans>Test failed: no answer in {latency}</Trans>
    );
  return delivered ? (
    <Trans>
      Test delivered: HTTP {status} in {latency}
    </Trans>
  ) : (
    <Trans>
      Test failed: HTTP {status} in {latency}
    </Trans>
  );
}

/** The result of a Send test, in the card that sent it: how it went, how long it took, what came back. */
export function TestResult({ delivery }: { delivery: PostbackDelivery }) {
  const delivered = delivery.state === 'delivered';
  return (
    <div
      className={cx(
        'rounded-lg border px-3 py-2.5 text-sm',
        delivered ? 'border-success/50 bg-success-soft' : 'border-error/40 bg-error-soft',
      )}
    >
      <p className={cx('font-semibold', delivered ? 'text-success-ink' : 'text-error-ink')}>
        <TestHeadline
          delivered={delivered}
          status={delivery.status}
          latency={formatLatency(delivery.latency_ms)}
        />
      </p>
      {delivery.address && <p className="mt-1 break-all font-mono text-xs text-ink">{delivery.address}</p>}
      <p className="mt-1 break-words text-xs text-ink">
        <span className="font-medium">
          <Trans>Answer:</Trans>
        </span>{' '}
        {delivery.response ? (
          <span className="font-mono">{delivery.response}</span>
        ) : (
          <span className="text-muted">
            <Trans>empty</Trans>
          </span>
        )}
      </p>
    </div>
  );
}
