import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatMoney } from '@/lib/money';
import type { PayoutOption } from '../api/payouts';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        enabled ? 'bg-success-soft text-success-ink' : 'border border-line bg-canvas text-muted',
      )}
    >
      {enabled ? 'Offered' : 'Not offered'}
    </span>
  );
}

const limits = (option: PayoutOption) =>
  `${formatMoney(option.min_amount, option.currency)} – ${formatMoney(option.max_amount, option.currency)}`;
const networkFee = (option: PayoutOption) =>
  option.kind === 'crypto' ? `${option.network_fee} ${option.unit}` : 'None (e-wallet)';

const columns: readonly TableColumn[] = [
  { label: 'Option', className: columnAt.first },
  { label: 'Status', className: columnAt.fromMd },
  { label: 'Per withdrawal', className: columnAt.fromMd },
  { label: 'Network fee', className: columnAt.fromMd },
  actionsColumn,
];

/** The payout options with whether affiliates are offered each, its limits per withdrawal and network fee; from 768 px a column each. */
export function PayoutOptionsTable({
  labelledBy,
  options,
  onEdit,
}: {
  labelledBy: string;
  options: PayoutOption[];
  onEdit: (option: PayoutOption) => void;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {options.map((option) => (
          <tr key={option.type} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="font-medium text-ink">{option.name}</span>
              <span className="block text-xs text-muted">
                {option.kind === 'crypto' ? `Crypto, paid in ${option.unit}` : 'E-wallet, paid in EUR'}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted md:hidden">
                <EnabledBadge enabled={option.enabled} /> {limits(option)} · Fee {networkFee(option)}
              </span>
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <EnabledBadge enabled={option.enabled} />
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink tabular-nums md:table-cell">
              {limits(option)}
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink tabular-nums md:table-cell">
              {networkFee(option)}
            </td>
            <td className="py-2 pl-3 text-right">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${option.name}`}
                onClick={() => onEdit(option)}
              >
                Edit
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
