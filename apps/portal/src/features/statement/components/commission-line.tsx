import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Statement } from '@affiliate/contract/endpoints/statements';
import { formatDateTime } from '@/lib/dates';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { productName } from '../lib/statement-labels';
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
  const { t } = useLingui();
  const { revenue_share_bands: bands, revenue_share_products: products } = commission;
  const rate = formatRate(commission.revenue_share);
  if (bands.length === 0 && products.length === 0)
    return <Input label={t`Revenue share (${rate})`}>{money(commission.revenue_share_amount)}</Input>;
  return (
    <>
      {products.map((part) => {
        const product = productName(part.product);
        const ngr = money(part.ngr);
        const partRate = formatRate(part.rate);
        return (
          <Input key={`product-${part.product}`} label={t`${product} NGR ${ngr} at ${partRate}`}>
            {money(part.paid)}
          </Input>
        );
      })}
      {bands.map((band) => {
        const from = money(band.from);
        const amount = money(band.amount);
        const bandRate = formatRate(band.rate);
        const to = band.to === null ? null : money(band.to);
        return (
          <Input
            key={`band-${band.from}`}
            label={
              to === null
                ? t`Band ${from} and above: ${amount} at ${bandRate}`
                : t`Band ${from} to ${to}: ${amount} at ${bandRate}`
            }
          >
            {money(band.paid)}
          </Input>
        );
      })}
      <Input label={t`Revenue share`}>{money(commission.revenue_share_amount)}</Input>
    </>
  );
}

/** A deal's name (the operator's) and version: `Standard (version 2)`. */
function DealName({ deal }: { deal: { name: string; version: number } }) {
  const { name, version } = deal;
  return (
    <Trans>
      {name} (version {version})
    </Trans>
  );
}

const periodLabel = (period: string) => (isStatementMonth(period) ? formatStatementMonth(period) : period);

/**
 * One commission line with every input it was computed from, one click away (a native disclosure: Enter
 * or Space opens it). The figures are the gateway's, shown as they come: nothing is recomputed here.
 */
export function CommissionLine({ commission, currency }: { commission: Commission; currency: string }) {
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency);
  const label = periodLabel(commission.period);
  const adminFeeRate = formatRate(commission.admin_fee_rate);
  const cpaCount = formatCount(commission.cpa_count);
  const cpaAmount = money(commission.cpa_amount);
  const overCap = commission.cpa_over_cap_count ? formatCount(commission.cpa_over_cap_count) : null;
  const credited = commission.credited_at ? formatDateTime(commission.credited_at) : null;
  return (
    <li className="rounded-xl border border-line bg-surface shadow-xs">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-canvas/60 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block font-semibold text-ink">
              <Trans>Commission for {label}</Trans>
            </span>
            <span className="text-sm text-info-ink underline-offset-2 group-hover:underline">
              <span className="group-open:hidden">
                <Trans>Show the inputs</Trans>
              </span>
              <span className="hidden group-open:inline">
                <Trans>Hide the inputs</Trans>
              </span>
            </span>
          </span>
          <span className="text-lg font-semibold tabular-nums text-ink">{money(commission.amount)}</span>
        </summary>
        <div className="border-t border-line px-4 pb-4 pt-3">
          <div role="group" aria-label={t`Inputs of the commission for ${label}`}>
            <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
              {commission.deal && (
                <Input label={t`Deal`}>
                  <DealName deal={commission.deal} />
                </Input>
              )}
              <Input label={t`Turnover`}>{money(commission.turnover)}</Input>
              <Input label={t`Win/loss`}>{money(commission.winloss)}</Input>
              <Input label={t`Bonuses`}>{money(commission.bonuses)}</Input>
              <Input label={t`Admin fee (${adminFeeRate})`}>{money(commission.admin_fee)}</Input>
              <Input label={t`NGR (win/loss − bonuses − admin fee)`} strong>
                {money(commission.ngr)}
              </Input>
              <Input label={t`Carry-over in`}>{money(commission.carry_in)}</Input>
              <RevenueShare commission={commission} money={money} />
              <Input label={t`Carry-over out`}>{money(commission.carry_out)}</Input>
              <Input
                label={
                  overCap === null
                    ? t`CPA (${cpaCount} × ${cpaAmount})`
                    : t`CPA (${cpaCount} × ${cpaAmount}; ${overCap} over the monthly cap, not paid)`
                }
              >
                {money(commission.cpa_total)}
              </Input>
              <Input label={t`Commission`} strong>
                {money(commission.amount)}
              </Input>
            </dl>
          </div>
          <CommissionBrandLines commission={commission} currency={currency} label={label} />
          {commission.late_adjustments.length > 0 && (
            <section aria-label={t`Late adjustments of the commission for ${label}`} className="mt-4">
              <h3 className="text-sm font-semibold text-ink">
                <Trans>Late adjustments</Trans>
              </h3>
              <ul className="mt-1 flex flex-col gap-1.5 text-sm">
                {commission.late_adjustments.map((late, index) => {
                  const source = periodLabel(late.source_period);
                  const ngr = money(late.ngr);
                  const count = formatCount(late.cpa_count);
                  return (
                    <li key={`${late.source_period}-${index}`} className="rounded-lg bg-canvas px-3 py-2">
                      <Trans>
                        <span className="font-medium text-ink">From {source}:</span> NGR {ngr}, CPA count{' '}
                        {count}
                      </Trans>
                      <span className="block text-muted">{late.reason}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          <p className="mt-3 text-xs text-muted">
            {credited !== null ? t`Credited ${credited}` : t`Not credited yet: the period is still open.`}
          </p>
        </div>
      </details>
    </li>
  );
}
