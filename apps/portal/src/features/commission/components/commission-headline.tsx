import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import { periodLabel, sumIsBelowZero } from '../lib/commission-words';
import { brandDealsLine, dealTitle, type DealPart } from '../lib/deal-parts';
import { FigureRow, FigureRows } from './figure-rows';

/**
 * What closing the running month now would pay, first: the amount, the month and when it was worked out,
 * and what it is made of, with the reason when it is held at zero. On a month with one deal it is made of
 * revenue share and CPA; where brands have deals of their own (`others`, the deal for all brands on the
 * other brands), of each deal's amount, which the card of each deal opens up.
 */
export function CommissionHeadline({
  figures,
  others = null,
}: {
  figures: CommissionCurrent;
  others?: DealPart | null;
}) {
  const money = (amount: string) => formatMoney(amount, figures.currency);
  const month = periodLabel(figures.period);
  // The gateway's amount is never below 0: say so when revenue share and CPA come to less (late CPA taken
  // back). Late CPA stays with the deal for all brands, so with brand deals it is that deal's part that can.
  const held = others ?? figures;
  const heldAtZero = sumIsBelowZero([held.revenue_share.amount, held.cpa_total]);
  return (
    <section aria-labelledby="commission-headline">
      <Card className="flex min-w-0 flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-muted">{month}, so far</p>
          <h2 id="commission-headline" className="mt-1 text-lg font-semibold text-ink">
            If the month closed now:{' '}
            <span className="block text-3xl tracking-tight tabular-nums sm:inline">
              {money(figures.amount)}
            </span>
          </h2>
          <p className="mt-1 text-xs text-muted">
            As of <time dateTime={figures.as_of}>{formatDateTime(figures.as_of)}</time>. Final when {month}{' '}
            closes: activity that arrives before then still counts.
          </p>
          {others && <p className="mt-2 text-sm text-ink">{brandDealsLine(figures.brand_deals.length)}</p>}
        </div>
        {others ? (
          <FigureRows label="What it is made of">
            <FigureRow label={`All other brands — ${dealTitle(figures.deal)}`}>
              {money(others.amount)}
            </FigureRow>
            {figures.brand_deals.map((brand) => (
              <FigureRow key={brand.brand} label={`${brand.brand_name} — ${dealTitle(brand.deal)}`}>
                {money(brand.amount)}
              </FigureRow>
            ))}
            <FigureRow label="Commission (the deals added up)" total>
              {money(figures.amount)}
            </FigureRow>
          </FigureRows>
        ) : (
          <FigureRows label="What it is made of">
            <FigureRow label="Revenue share">{money(figures.revenue_share.amount)}</FigureRow>
            <FigureRow label="CPA total">{money(figures.cpa_total)}</FigureRow>
            <FigureRow label="Commission (revenue share + CPA)" total>
              {money(figures.amount)}
            </FigureRow>
          </FigureRows>
        )}
        {heldAtZero && (
          <p className="text-sm text-ink">
            {others ? 'On all other brands, revenue share' : 'Revenue share'} and CPA come to less than{' '}
            {money('0')}: a commission never takes money back, so{' '}
            {others ? 'they would add' : 'closing now would pay'} {money('0')}.
          </p>
        )}
      </Card>
    </section>
  );
}
