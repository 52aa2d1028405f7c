import type { PostbackDelivery } from '@affiliate/contract/endpoints/postbacks';
import { cx } from '@/components/ui/cx';

const stateText: Record<PostbackDelivery['state'], string> = { pending: 'Retrying', delivered: 'Delivered', gave_up: 'Failed', cancelled: 'Cancelled' };
const stateTone: Record<PostbackDelivery['state'], string> = {
  pending: 'bg-primary-soft text-ink',
  delivered: 'bg-success-soft text-success-ink',
  gave_up: 'bg-error-soft text-error-ink',
  cancelled: 'bg-canvas text-muted',
};

/** A delivery's state as a small badge, with the tracker's HTTP status when one came back. */
export function DeliveryState({ delivery }: { delivery: Pick<PostbackDelivery, 'state' | 'status'> }) {
  return (
    <span className={cx('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', stateTone[delivery.state])}>
      {stateText[delivery.state]}
      {delivery.status !== null && ` · HTTP ${delivery.status}`}
    </span>
  );
}

export const formatLatency = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The result of a Send test, in the card that sent it: how it went, how long it took, what came back. */
export function TestResult({ delivery }: { delivery: PostbackDelivery }) {
  const delivered = delivery.state === 'delivered';
  return (
    <div className={cx('rounded-lg border px-3 py-2.5 text-sm', delivered ? 'border-success/50 bg-success-soft' : 'border-error/40 bg-error-soft')}>
      <p className={cx('font-semibold', delivered ? 'text-success-ink' : 'text-error-ink')}>
        {delivered ? 'Test delivered' : 'Test failed'}
        {delivery.status !== null ? `: HTTP ${delivery.status}` : ': no answer'} in {formatLatency(delivery.latency_ms)}
      </p>
      {delivery.address && <p className="mt-1 break-all font-mono text-xs text-ink">{delivery.address}</p>}
      <p className="mt-1 break-words text-xs text-ink">
        <span className="font-medium">Answer:</span> {delivery.response ? <span className="font-mono">{delivery.response}</span> : <span className="text-muted">empty</span>}
      </p>
    </div>
  );
}
