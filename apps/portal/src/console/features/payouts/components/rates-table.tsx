import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatDateTime } from '@/lib/dates';
import type { ExchangeRate } from '../api/payouts';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Asset', className: columnAt.first },
  { label: 'EUR per unit', className: columnAt.fromMd },
  { label: 'Recorded', className: columnAt.fromMd },
  { label: 'Status', className: columnAt.fromMd },
  actionsColumn,
];

/** A rate's standing: never set, too old to use (withdrawals in its asset wait), or current. */
function RateStanding({ rate }: { rate: ExchangeRate }) {
  const look =
    rate.rate === null
      ? { label: 'Never set', className: 'border border-line bg-canvas text-muted' }
      : rate.stale
        ? { label: 'Stale', className: 'bg-error-soft text-error-ink' }
        : { label: 'Current', className: 'bg-success-soft text-success-ink' };
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', look.className)}>
      {look.label}
    </span>
  );
}

const maxAge = (seconds: number) =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;

function Recorded({ rate }: { rate: ExchangeRate }) {
  if (!rate.observed_at) return <span className="text-muted">—</span>;
  return (
    <>
      <span className="block">{formatDateTime(rate.observed_at)}</span>
      <span className="text-xs text-muted">
        <RelativeTime value={rate.observed_at} />, from {rate.source ?? 'unknown'}
      </span>
    </>
  );
}

/** Each asset's rate against EUR, when it was recorded and where from, and whether it is stale (older than its maximum age). */
export function RatesTable({
  labelledBy,
  rates,
  onSet,
}: {
  labelledBy: string;
  rates: ExchangeRate[];
  onSet: (rate: ExchangeRate) => void;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.asset} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="font-medium text-ink">{rate.asset}</span>
              {/* On a phone the rate sits under its asset, with the row's width: one line, never broken inside the number. */}
              <span className="block text-ink md:hidden">
                <span className="whitespace-nowrap tabular-nums">{rate.rate ?? '—'}</span>{' '}
                <span className="text-xs whitespace-nowrap text-muted">EUR per unit</span>
              </span>
              <span className="block text-xs text-muted">Stale after {maxAge(rate.max_age_seconds)}</span>
              <span className="mt-1 block text-xs md:hidden">
                <RateStanding rate={rate} /> <Recorded rate={rate} />
              </span>
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink tabular-nums md:table-cell">
              {rate.rate ?? '—'}
            </td>
            <td className="hidden px-3 py-3 text-ink md:table-cell">
              <Recorded rate={rate} />
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <RateStanding rate={rate} />
            </td>
            <td className="py-2 pl-3 text-right">
              <Button
                variant="secondary"
                size="sm"
                className="whitespace-nowrap"
                aria-label={`Set the ${rate.asset} rate`}
                onClick={() => onSet(rate)}
              >
                Set rate
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
