import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PostbackDelivery } from '@affiliate/contract/endpoints/postbacks';
import { cx } from '@/components/ui/cx';

const stateText: Record<PostbackDelivery['state'], MessageDescriptor> = {
  pending: msg`Retrying`,
  delivered: msg`Delivered`,
  gave_up: msg`Failed`,
  cancelled: msg`Cancelled`,
};
const stateTone: Record<PostbackDelivery['state'], string> = {
  pending: 'bg-primary-soft text-ink',
  delivered: 'bg-success-soft text-success-ink',
  gave_up: 'bg-error-soft text-error-ink',
  cancelled: 'bg-canvas text-muted',
};

/**
 * A postback delivery's state as a small badge, with the tracker's HTTP status when one came back: the
 * affiliate's delivery log and the affiliate's record in the operator console show it alike.
 */
export function DeliveryState({ delivery }: { delivery: Pick<PostbackDelivery, 'state' | 'status'> }) {
  const { t } = useLingui();
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold',
        stateTone[delivery.state],
      )}
    >
      {t(stateText[delivery.state])}
      {delivery.status !== null && ` · ${httpStatus(delivery.status)}`}
    </span>
  );
}

export const formatLatency = (ms: number | null) =>
  ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;

/** The answer's status code, as a tracker's log names it. */
function httpStatus(status: number): string {
  return `HTTP ${status}`;
}
