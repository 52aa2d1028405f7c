import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import type { CommissionPreview } from '../api/commission';
import { affiliatePath } from '../../../config/console-routes';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

type Line = CommissionPreview['lines'][number];

const columns: readonly TableColumn[] = [
  { label: 'Affiliate', className: columnAt.first },
  { label: 'NGR', className: columnAt.fromMd },
  { label: 'Revenue share', className: columnAt.fromMd },
  { label: 'CPA', className: columnAt.fromMd },
  { label: 'Commission', className: 'hidden py-2 pl-3 text-right md:table-cell' },
];

const isZero = (amount: string) => Number(amount) === 0;

/**
 * The plan the line applies, as the affiliate's statement names it (the revenue share at the rate of the
 * tier reached). Each rate is kept whole, so a narrow screen breaks the line between rates, never inside one.
 */
function PlanText({ line }: { line: Line }) {
  const rates = [
    `${formatRate(line.revenue_share)} revenue share`,
    `${formatRate(line.admin_fee_rate)} admin fee`,
    ...(isZero(line.cpa_amount_each) ? [] : [`CPA ${formatMoney(line.cpa_amount_each, line.currency)}`]),
  ];
  return (
    <span className="block text-xs text-muted">
      {rates.map((rate, index) => (
        <Fragment key={rate}>
          {index > 0 && ' · '}
          <span className="whitespace-nowrap">{rate}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** NGR with what joins it in the revenue share's base: late activity of closed months and the negative carried in. */
function Base({ line }: { line: Line }) {
  return (
    <>
      <span className="block">{formatMoney(line.ngr, line.currency)}</span>
      {!isZero(line.late_ngr) && (
        <span className="block text-xs text-muted">
          late activity {formatMoney(line.late_ngr, line.currency)}
        </span>
      )}
      {!isZero(line.carry_in) && (
        <span className="block text-xs text-muted">
          carried in {formatMoney(line.carry_in, line.currency)}
        </span>
      )}
    </>
  );
}

/** Each affiliate's line: the inputs and the plan, then what is credited; the figures trace to the affiliate's statement. */
export function CommissionLines({ labelledBy, lines }: { labelledBy: string; lines: Line[] }) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {lines.map((line) => (
          <tr key={line.member_id} className="border-b border-line align-top last:border-0">
            <td className="py-3 md:pr-3">
              {/* On a phone the commission stands beside the name, so the plan's rates have the row's width. */}
              <span className="flex items-baseline justify-between gap-3">
                <Link
                  to={affiliatePath(line.member_id)}
                  className="min-w-0 font-medium text-ink underline-offset-2 hover:underline [overflow-wrap:anywhere]"
                >
                  {line.username}
                </Link>
                <span className="font-semibold whitespace-nowrap text-ink tabular-nums md:hidden">
                  {formatMoney(line.amount, line.currency)}
                </span>
              </span>
              <PlanText line={line} />
              <span className="mt-1 block text-xs text-muted md:hidden">
                NGR {formatMoney(line.ngr, line.currency)} · revenue share{' '}
                {formatMoney(line.revenue_share_amount, line.currency)} · CPA{' '}
                {formatMoney(line.cpa_total, line.currency)}
                {!isZero(line.carry_out) && ` · carries ${formatMoney(line.carry_out, line.currency)}`}
              </span>
            </td>
            <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
              <Base line={line} />
            </td>
            <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
              {formatMoney(line.revenue_share_amount, line.currency)}
            </td>
            <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">
              {formatMoney(line.cpa_total, line.currency)}
              {line.cpa_count > 0 && !isZero(line.cpa_amount_each) && (
                <span className="block text-xs text-muted">
                  {formatCount(line.cpa_count)} first depositors
                </span>
              )}
            </td>
            <td className="hidden py-3 pl-3 text-right font-semibold text-ink tabular-nums md:table-cell">
              {formatMoney(line.amount, line.currency)}
              {!isZero(line.carry_out) && (
                <span className="block text-xs font-normal text-muted">
                  carries {formatMoney(line.carry_out, line.currency)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
