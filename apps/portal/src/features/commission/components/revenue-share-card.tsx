import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency);
  const group = (name: string) => groupName(name, words);
  const yours = words.deal === 'yours';
  const { document } = part.deal;
  const share = part.revenue_share;
  const tier = tierWords(part, currency);
  // Only the deal for all brands has late NGR: late activity of closed months stays with it.
  const lateNgr = part.late_ngr ?? '0.00';
  const feeRate =
    document.admin_fee_rate && !isZeroAmount(document.admin_fee_rate)
      ? formatRate(document.admin_fee_rate)
      : null;
  // Revenue share is only paid on a base above zero (the engine's rule).
  const paying = !isZeroAmount(part.base) && !isBelowZero(part.base);
  const hasProducts = share.products.length > 0;
  const partsBelowZero =
    paying && sumIsBelowZero([share.rest_paid, ...share.products.map((product) => product.paid)]);
  const next = nextPeriodLabel(period);
  const carry = document.negative_carry_over ?? 'carry';
  const cap = typeof carry === 'object' ? money(carry.cap) : null;
  const previous = previousPeriodLabel(period);
  const base = money(part.base);
  const zero = money('0');
  const tierRate = tier?.rate ?? '';

  return (
    <>
      <FigureRows label={group(t`NGR and base`)}>
        <FigureRow label={t`Turnover`}>{money(part.turnover)}</FigureRow>
        <FigureRow label={t`Win/loss`}>{money(part.winloss)}</FigureRow>
        <FigureRow label={t`Bonuses`}>{money(part.bonuses)}</FigureRow>
        <FigureRow label={feeRate === null ? t`Admin fee` : t`Admin fee (${feeRate} of win/loss)`}>
          {money(part.admin_fee)}
        </FigureRow>
        <FigureRow label={t`NGR (win/loss − bonuses − admin fee)`} strong>
          {money(part.ngr)}
        </FigureRow>
        {!isZeroAmount(lateNgr) && (
          <FigureRow label={t`Late NGR`} hint={t`NGR of closed months that arrived after they closed.`}>
            {money(lateNgr)}
          </FigureRow>
        )}
        {!isZeroAmount(part.carried_in) && (
          <FigureRow
            label={t`Carried in`}
            hint={t`The negative base ${previous} carried out, earned back before revenue share is paid.`}
          >
            {money(part.carried_in)}
          </FigureRow>
        )}
        <FigureRow label={baseLabel(part)} total>
          {money(part.base)}
        </FigureRow>
      </FigureRows>

      {tier === null ? (
        <p className="text-sm text-muted">
          {yours ? t`Your deal pays no revenue share.` : t`This deal pays no revenue share.`}
        </p>
      ) : (
        <>
          <FigureRows label={group(t`Tier`)}>
            {part.tier_by === 'first_depositors' && (
              <FigureRow label={t`First depositors this month`}>
                {formatCount(part.first_depositors)}
              </FigureRow>
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
          <FigureRows label={group(t`Revenue share paid`)}>
            {hasProducts && !share.bands && (
              <>
                <FigureRow
                  label={t`Rest of the base`}
                  hint={t`The base less the products paid at their own rate.`}
                >
                  {money(share.rest)}
                </FigureRow>
                <FigureRow label={t`Paid on the rest at ${tierRate}`}>{money(share.rest_paid)}</FigureRow>
              </>
            )}
            <FigureRow
              label={
                hasProducts || share.bands ? t`Revenue share` : t`Revenue share (${tierRate} of the base)`
              }
              total
            >
              {money(share.amount)}
            </FigureRow>
            {isBelowZero(part.carry_out) && (
              <FigureRow
                label={t`Carried into ${next}`}
                hint={
                  cap === null
                    ? t`The negative base, to be earned back next month before revenue share is paid.`
                    : yours
                      ? t`The negative base, up to your deal's cap of ${cap}, to be earned back next month.`
                      : t`The negative base, up to this deal's cap of ${cap}, to be earned back next month.`
                }
              >
                {money(part.carry_out)}
              </FigureRow>
            )}
          </FigureRows>
          {!paying && (
            <p className="text-sm text-muted">
              <Trans>
                No revenue share while the base is <span className="whitespace-nowrap">{base}</span>: it is
                paid only on a base above {zero}.
              </Trans>
              {isBelowZero(part.base) &&
                isZeroAmount(part.carry_out) &&
                ` ${
                  yours
                    ? t`Nothing is carried into ${next}: under your deal each month starts from zero.`
                    : t`Nothing is carried into ${next}: under this deal each month starts from zero.`
                }`}
            </p>
          )}
          {partsBelowZero && (
            <p className="text-sm text-muted">
              <Trans>
                The parts above come to less than {zero}: no revenue share is paid, and none is taken back.
              </Trans>
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
          <Trans>Revenue share</Trans>
        </h2>
        <RevenueShareFigures part={figures} period={figures.period} currency={figures.currency} />
      </Card>
    </section>
  );
}
