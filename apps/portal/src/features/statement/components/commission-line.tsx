import type { ReactNode } from 'react';
import type { Statement } from '@affiliate/contract/endpoints/statements';
import { formatDateTime } from '@/lib/dates';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { formatStatementMonth, isStatementMonth } from '../lib/statement-month';
import { CommissionBrandLines } from './commission-brand-lines';

type Commission = Statement['commissions'][number];

function Input({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="contents">
      <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{label}</dt>
      <dd
        className={
          strong ? 'text-right font-semibold tabular-nums text-ink' : 'text-right tabular-nums text-ink'
        }
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The revenue share as the deal paid it: at one rate (flat, or the tier reached), or part by part where a
 * ladder paid bands or a product had a rate of its own (issue 36), each part as the close worked it out.
 */
function RevenueShare({ commission, money }: { commission: Commission; money: (amount: string) => string }) {
  const { revenue_share_bands: bands, revenue_share_products: products } = commission;
  if (bands.length === 0 && products.length === 0)
    return (
      <Input label={`Revenue share (${formatRate(commission.revenue_share)})`}>
        {money(commission.revenue_share_amount)}
      </Input>
    );
  return (
    <>
      {products.map((part) => (
        <Input
          key={`product-${part.product}`}
          label={`${part.product.charAt(0).toUpperCase()}${part.product.slice(1)} NGR ${money(part.ngr)} at ${formatRate(part.rate)}`}
        >
          {money(part.paid)}
        </Input>
      ))}
      {bands.map((band) => (
        <Input
          key={`band-${band.from}`}
          label={`Band ${money(band.from)}${band.to === null ? ' and above' : ` to ${money(band.to)}`}: ${money(band.amount)} at ${formatRate(band.rate)}`}
        >
          {money(band.paid)}
        </Input>
      ))}
      <Input label="Revenue share">{money(commission.revenue_share_amount)}</Input>
    </>
  );
}

const periodLabel = (period: string) => (isStatementMonth(period) ? formatStatementMonth(period) : period);

/**
 * One commission line with every input it was computed from, one click away (a native disclosure: Enter
 * or Space opens it). The figures are the gateway's, shown as they come: nothing is recomputed here.
 */
export function CommissionLine({ commission, currency }: { commission: Commission; currency: string }) {
  const money = (amount: string) => formatMoney(amount, currency);
  const label = periodLabel(commission.period);
  return (
    <li className="rounded-xl border border-line bg-surface shadow-xs">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-canvas/60 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block font-semibold text-ink">Commission for {label}</span>
            <span className="text-sm text-info-ink underline-offset-2 group-hover:underline">
              <span className="group-open:hidden">Show the inputs</span>
              <span className="hidden group-open:inline">Hide the inputs</span>
            </span>
          </span>
          <span className="text-lg font-semibold tabular-nums text-ink">{money(commission.amount)}</span>
        </summary>
        <div className="border-t border-line px-4 pb-4 pt-3">
          <div role="group" aria-label={`Inputs of the commission for ${label}`}>
            <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
              {commission.deal && (
                <Input label="Deal">
                  {commission.deal.name} (version {commission.deal.version})
                </Input>
              )}
              <Input label="Turnover">{money(commission.turnover)}</Input>
              <Input label="Win/loss">{money(commission.winloss)}</Input>
              <Input label="Bonuses">{money(commission.bonuses)}</Input>
              <Input label={`Admin fee (${formatRate(commission.admin_fee_rate)})`}>
                {money(commission.admin_fee)}
              </Input>
              <Input label="NGR (win/loss − bonuses − admin fee)" strong>
                {money(commission.ngr)}
              </Input>
              <Input label="Carry-over in">{money(commission.carry_in)}</Input>
              <RevenueShare commission={commission} money={money} />
              <Input label="Carry-over out">{money(commission.carry_out)}</Input>
              <Input
                label={`CPA (${formatCount(commission.cpa_count)} × ${money(commission.cpa_amount)}${
                  commission.cpa_over_cap_count
                    ? `; ${formatCount(commission.cpa_over_cap_count)} over the monthly cap, not paid`
                    : ''
                })`}
              >
                {money(commission.cpa_total)}
              </Input>
              <Input label="Commission" strong>
                {money(commission.amount)}
              </Input>
            </dl>
          </div>
          <CommissionBrandLines commission={commission} currency={currency} label={label} />
          {commission.late_adjustments.length > 0 && (
            <section aria-label={`Late adjustments of the commission for ${label}`} className="mt-4">
              <h3 className="text-sm font-semibold text-ink">Late adjustments</h3>
              <ul className="mt-1 flex flex-col gap-1.5 text-sm">
                {commission.late_adjustments.map((late, index) => (
                  <li key={`${late.source_period}-${index}`} className="rounded-lg bg-canvas px-3 py-2">
                    <span className="font-medium text-ink">From {periodLabel(late.source_period)}:</span> NGR{' '}
                    {money(late.ngr)}, CPA count {formatCount(late.cpa_count)}
                    <span className="block text-muted">{late.reason}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="mt-3 text-xs text-muted">
            {commission.credited_at
              ? `Credited ${formatDateTime(commission.credited_at)}`
              : 'Not credited yet: the period is still open.'}
          </p>
        </div>
      </details>
    </li>
  );
}
