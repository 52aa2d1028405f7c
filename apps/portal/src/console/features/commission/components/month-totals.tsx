import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionPreview } from '../api/commission';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Currency', className: columnAt.first },
  { label: 'Affiliates', className: columnAt.middle },
  { label: 'NGR', className: columnAt.fromMd },
  { label: 'Revenue share', className: columnAt.fromMd },
  { label: 'CPA', className: columnAt.fromMd },
  { label: 'Carried to next month', className: columnAt.fromMd },
  { label: 'Commission', className: columnAt.fromMd },
  { label: 'Sub-affiliate earnings', className: columnAt.fromMd },
  { label: 'Total credited', className: columnAt.last },
];

/**
 * A month's sums per currency (each affiliate's balance currency; nothing is converted): the affiliates'
 * commissions, what their parents earn on them as sub-affiliates, and the two together.
 */
export function MonthTotals({
  labelledBy,
  totals,
}: {
  labelledBy: string;
  totals: CommissionPreview['totals'];
}) {
  return (
    // Nine columns do not fit beside the console's navigation below ~1200 px: the table scrolls in its own
    // region (focusable, so a keyboard scrolls it too) rather than widening the page.
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="max-w-full overflow-x-auto">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <TableHead columns={columns} />
        <tbody>
          {totals.map((total) => (
            <tr key={total.currency} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-3 pr-3 text-left font-medium text-ink">
                {total.currency}
              </th>
              <td className="px-3 py-3 text-ink tabular-nums">
                {formatCount(total.affiliates)}
                <span className="block text-xs text-muted">{formatCount(total.credited)} credited</span>
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.ngr, total.currency)}
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.revenue_share_amount, total.currency)}
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.cpa_total, total.currency)}
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.carry_out, total.currency)}
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.amount, total.currency)}
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
                {formatMoney(total.sub_affiliate_earnings, total.currency)}
              </td>
              <td className="py-3 pl-3 text-right font-semibold text-ink tabular-nums">
                {formatMoney(total.total_credited, total.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
