import { Card } from '@/components/ui/card';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import {
  baseLabel,
  isBelowZero,
  isZeroAmount,
  nextPeriodLabel,
  previousPeriodLabel,
  sumIsBelowZero,
  tierWords,
} from '../lib/commission-words';
import { FigureRow, FigureRows } from './figure-rows';
import { LadderBands } from './ladder-bands';
import { ProductParts } from './product-parts';

/**
 * The revenue share opened up: the NGR from win/loss, bonuses and admin fee; what late NGR and a
 * negative month before add to the base; the tier reached and what is left to the next; a ladder's
 * bands and the products paid at their own rate; and what a negative base carries into next month.
 */
export function RevenueShareCard({ figures }: { figures: CommissionCurrent }) {
  const money = (amount: string) => formatMoney(amount, figures.currency);
  const { document } = figures.deal;
  const share = figures.revenue_share;
  const tier = tierWords(figures);
  const feeRate =
    document.admin_fee_rate && !isZeroAmount(document.admin_fee_rate)
      ? ` (${formatRate(document.admin_fee_rate)} of win/loss)`
      : '';
  // Revenue share is only paid on a base above zero (the engine's rule).
  const paying = !isZeroAmount(figures.base) && !isBelowZero(figures.base);
  const hasProducts = share.products.length > 0;
  const partsBelowZero =
    paying && sumIsBelowZero([share.rest_paid, ...share.products.map((part) => part.paid)]);
  const next = nextPeriodLabel(figures.period);
  const carry = document.negative_carry_over ?? 'carry';
  const cap = typeof carry === 'object' ? carry.cap : null;

  return (
    <section aria-labelledby="commission-revenue-share">
      <Card className="flex min-w-0 flex-col gap-4">
        <h2 id="commission-revenue-share" className="text-lg font-semibold text-ink">
          Revenue share
        </h2>
        <FigureRows label="NGR and base">
          <FigureRow label="Turnover">{money(figures.turnover)}</FigureRow>
          <FigureRow label="Win/loss">{money(figures.winloss)}</FigureRow>
          <FigureRow label="Bonuses">{money(figures.bonuses)}</FigureRow>
          <FigureRow label={`Admin fee${feeRate}`}>{money(figures.admin_fee)}</FigureRow>
          <FigureRow label="NGR (win/loss − bonuses − admin fee)" strong>
            {money(figures.ngr)}
          </FigureRow>
          {!isZeroAmount(figures.late_ngr) && (
            <FigureRow label="Late NGR" hint="NGR of closed months that arrived after they closed.">
              {money(figures.late_ngr)}
            </FigureRow>
          )}
          {!isZeroAmount(figures.carried_in) && (
            <FigureRow
              label="Carried in"
              hint={`The negative base ${previousPeriodLabel(figures.period)} carried out, earned back before revenue share is paid.`}
            >
              {money(figures.carried_in)}
            </FigureRow>
          )}
          <FigureRow label={baseLabel(figures)} total>
            {money(figures.base)}
          </FigureRow>
        </FigureRows>

        {tier === null ? (
          <p className="text-sm text-muted">Your deal pays no revenue share.</p>
        ) : (
          <>
            <FigureRows label="Tier">
              {figures.tier_by === 'first_depositors' && (
                <FigureRow label="First depositors this month">
                  {formatCount(figures.first_depositors)}
                </FigureRow>
              )}
              <FigureRow label={tier.label} hint={tier.next}>
                {tier.rate}
              </FigureRow>
            </FigureRows>
            {hasProducts && <ProductParts products={share.products} currency={figures.currency} />}
            {share.bands && (
              <LadderBands bands={share.bands} share={share} currency={figures.currency} paying={paying} />
            )}
            <FigureRows label="Revenue share paid">
              {hasProducts && !share.bands && (
                <>
                  <FigureRow
                    label="Rest of the base"
                    hint="The base less the products paid at their own rate."
                  >
                    {money(share.rest)}
                  </FigureRow>
                  <FigureRow label={`Paid on the rest at ${tier.rate}`}>{money(share.rest_paid)}</FigureRow>
                </>
              )}
              <FigureRow
                label={
                  hasProducts || share.bands ? 'Revenue share' : `Revenue share (${tier.rate} of the base)`
                }
                total
              >
                {money(share.amount)}
              </FigureRow>
              {isBelowZero(figures.carry_out) && (
                <FigureRow
                  label={`Carried into ${next}`}
                  hint={
                    cap === null
                      ? 'The negative base, to be earned back next month before revenue share is paid.'
                      : `The negative base, up to your deal's cap of ${money(cap)}, to be earned back next month.`
                  }
                >
                  {money(figures.carry_out)}
                </FigureRow>
              )}
            </FigureRows>
            {!paying && (
              <p className="text-sm text-muted">
                No revenue share while the base is{' '}
                <span className="whitespace-nowrap">{money(figures.base)}</span>: it is paid only on a base
                above {money('0')}.
                {isBelowZero(figures.base) &&
                  isZeroAmount(figures.carry_out) &&
                  ` Nothing is carried into ${next}: under your deal each month starts from zero.`}
              </p>
            )}
            {partsBelowZero && (
              <p className="text-sm text-muted">
                The parts above come to less than {money('0')}: no revenue share is paid, and none is taken
                back.
              </p>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
