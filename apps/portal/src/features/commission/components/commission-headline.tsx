import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, figures.currency);
  const month = periodLabel(figures.period);
  const amount = money(figures.amount);
  const zero = money('0');
  const asOf = formatDateTime(figures.as_of);
  const dealName = dealTitle(figures.deal);
  // The gateway's amount is never below 0: say so when revenue share and CPA come to less (late CPA taken
  // back). Late CPA stays with the deal for all brands, so with brand deals it is that deal's part that can.
  const held = others ?? figures;
  const heldAtZero = sumIsBelowZero([held.revenue_share.amount, held.cpa_total]);
  return (
    <section aria-labelledby="commission-headline">
      <Card className="flex min-w-0 flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-muted">{t`${month}, so far`}</p>
          <h2 id="commission-headline" className="mt-1 text-lg font-semibold text-ink">
            <Trans>
              If the month closed now:{' '}
              <span className="block text-3xl tracking-tight tabular-nums sm:inline">{amount}</span>
            </Trans>
          </h2>
          <p className="mt-1 text-xs text-muted">
            <Trans>
              As of <time dateTime={figures.as_of}>{asOf}</time>. Final when {month} closes: activity that
              arrives before then still counts.
            </Trans>
          </p>
          {others && <p className="mt-2 text-sm text-ink">{brandDealsLine(figures.brand_deals.length)}</p>}
        </div>
        {others ? (
          <FigureRows label={t`What it is made of`}>
            <FigureRow label={t`All other brands — ${dealName}`}>{money(others.amount)}</FigureRow>
            {figures.brand_deals.map((brand) => (
              <FigureRow key={brand.brand} label={`${brand.brand_name} — ${dealTitle(brand.deal)}`}>
                {money(brand.amount)}
              </FigureRow>
            ))}
            <FigureRow label={t`Commission (the deals added up)`} total>
              {money(figures.amount)}
            </FigureRow>
          </FigureRows>
        ) : (
          <FigureRows label={t`What it is made of`}>
            <FigureRow label={t`Revenue share`}>{money(figures.revenue_share.amount)}</FigureRow>
            <FigureRow label={t`CPA total`}>{money(figures.cpa_total)}</FigureRow>
            <FigureRow label={t`Commission (revenue share + CPA)`} total>
              {money(figures.amount)}
            </FigureRow>
          </FigureRows>
        )}
        {heldAtZero && (
          <p className="text-sm text-ink">
            {others
              ? t`On all other brands, revenue share and CPA come to less than ${zero}: a commission never takes money back, so they would add ${zero}.`
              : t`Revenue share and CPA come to less than ${zero}: a commission never takes money back, so closing now would pay ${zero}.`}
          </p>
        )}
      </Card>
    </section>
  );
}
