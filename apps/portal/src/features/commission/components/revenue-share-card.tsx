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
import type { DealPart } from '../lib/deal-parts';
import { groupName, YOUR_DEAL, type PartWords } from '../lib/part-words';
import { FigureRow, FigureRows } from './figure-rows';
import { LadderBands } from './ladder-bands';
import { ProductParts } from './product-parts';

/**
 * A deal's revenue share opened up: the NGR from win/loss, bonuses and admin fee; what late NGR and a
 * negative month before add to the base; the tier reached and what is left to the next; a ladder's
 * bands and the products paid at their own rate; and what a negative base carries into next month.
 */
export function RevenueShareFigures({
  part,
  period,
  currency,
  words = YOUR_DEAL,
  level = 3,
}: {
  part: DealPart;
  /** The running month, YYYY-MM. */
  period: string;
  currency: string;
  words?: PartWords;
  /** The heading level of the bands' and products' tables. */
  level?: 3 | 4;
}) {
  const money = (amount: string) => formatMoney(amount, currency);
  const group = (name: string) => groupName(name, words);
  const yourDeal = words.deal.charAt(0).toLowerCase() + words.deal.slice(1);
  const { document } = part.deal;
  const share = part.revenue_share;
  const tier = tierWords(part, currency);
  // Only the deal for all brands has late NGR: late activity of closed months stays with it.
  const lateNgr = part.late_ngr ?? '0.00';
  const feeRate =
    document.admin_fee_rate && !isZeroAmount(document.admin_fee_rate)
      ? ` (${formatRate(document.admin_fee_rate)} of win/loss)`
      : '';
  // Revenue share is only paid on a base above zero (the engine's rule).
  const paying = !isZeroAmount(part.base) && !isBelowZero(part.base);
  const hasProducts = share.products.length > 0;
  const partsBelowZero =
    paying && sumIsBelowZero([share.rest_paid, ...share.products.map((product) => product.paid)]);
  const next = nextPeriodLabel(period);
  const carry = document.negative_carry_over ?? 'carry';
  const cap = typeof carry === 'object' ? carry.cap : null;

  return (
    <>
      <FigureRows label={group('NGR and base')}>
        <FigureRow label="Turnover">{money(part.turnover)}</FigureRow>
        <FigureRow label="Win/loss">{money(part.winloss)}</FigureRow>
        <FigureRow label="Bonuses">{money(part.bonuses)}</FigureRow>
        <FigureRow label={`Admin fee${feeRate}`}>{money(part.admin_fee)}</FigureRow>
        <FigureRow label="NGR (win/loss − bonuses − admin fee)" strong>
          {money(part.ngr)}
        </FigureRow>
        {!isZeroAmount(lateNgr) && (
          <FigureRow label="Late NGR" hint="NGR of closed months that arrived after they closed.">
            {money(lateNgr)}
          </FigureRow>
        )}
        {!isZeroAmount(part.carried_in) && (
          <FigureRow
            label="Carried in"
            hint={`The negative base ${previousPeriodLabel(period)} carried out, earned back before revenue share is paid.`}
          >
            {money(part.carried_in)}
          </FigureRow>
        )}
        <FigureRow label={baseLabel(part)} total>
          {money(part.base)}
        </FigureRow>
      </FigureRows>

      {tier === null ? (
        <p className="text-sm text-muted">{words.deal} pays no revenue share.</p>
      ) : (
        <>
          <FigureRows label={group('Tier')}>
            {part.tier_by === 'first_depositors' && (
              <FigureRow label="First depositors this month">{formatCount(part.first_depositors)}</FigureRow>
            )}
            <FigureRow label={tier.label} hint={tier.next}>
              {tier.rate}
            </FigureRow>
          </FigureRows>
          {hasProducts && (
            <ProductParts products={share.products} currency={currency} words={words} level={level} />
          )}
          {share.bands && (
            <LadderBands
              bands={share.bands}
              share={share}
              currency={currency}
              paying={paying}
              words={words}
              level={level}
            />
          )}
          <FigureRows label={group('Revenue share paid')}>
            {hasProducts && !share.bands && (
              <>
                <FigureRow label="Rest of the base" hint="The base less the products paid at their own rate.">
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
            {isBelowZero(part.carry_out) && (
              <FigureRow
                label={`Carried into ${next}`}
                hint={
                  cap === null
                    ? 'The negative base, to be earned back next month before revenue share is paid.'
                    : `The negative base, up to ${yourDeal}'s cap of ${money(cap)}, to be earned back next month.`
                }
              >
                {money(part.carry_out)}
              </FigureRow>
            )}
          </FigureRows>
          {!paying && (
            <p className="text-sm text-muted">
              No revenue share while the base is <span className="whitespace-nowrap">{money(part.base)}</span>
              : it is paid only on a base above {money('0')}.
              {isBelowZero(part.base) &&
                isZeroAmount(part.carry_out) &&
                ` Nothing is carried into ${next}: under ${yourDeal} each month starts from zero.`}
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
    </>
  );
}

/** The month's revenue share, on a card of its own. */
export function RevenueShareCard({ figures }: { figures: CommissionCurrent }) {
  return (
    <section aria-labelledby="commission-revenue-share">
      <Card className="flex min-w-0 flex-col gap-4">
        <h2 id="commission-revenue-share" className="text-lg font-semibold text-ink">
          Revenue share
        </h2>
        <RevenueShareFigures part={figures} period={figures.period} currency={figures.currency} />
      </Card>
    </section>
  );
}
