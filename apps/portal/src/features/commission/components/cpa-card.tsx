import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import { isZeroAmount } from '../lib/commission-words';
import type { DealPart } from '../lib/deal-parts';
import { groupName, YOUR_DEAL, type PartWords } from '../lib/part-words';
import { FigureRow, FigureRows } from './figure-rows';

/**
 * A deal's CPA opened up: the qualified players, how many are paid and how many are past the deal's
 * monthly cap, the amount each (the CPA tier the count reached), and late CPA of closed months.
 */
export function CpaFigures({
  part,
  currency,
  words = YOUR_DEAL,
}: {
  part: DealPart;
  currency: string;
  words?: PartWords;
}) {
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency);
  const yours = words.deal === 'yours';
  const cpa = part.deal.document.cpa;
  const cap = cpa?.monthly_cap;
  // Only the deal for all brands has late CPA: late activity of closed months stays with it.
  const lateAmount = part.late_cpa_amount ?? '0.00';
  const late = !isZeroAmount(lateAmount);
  const totalParts = [cpa && t`paid × amount each`, late && t`late CPA`].filter(Boolean).join(' + ');
  return (
    <>
      {!cpa && (
        <p className="text-sm text-muted">{yours ? t`Your deal pays no CPA.` : t`This deal pays no CPA.`}</p>
      )}
      {(cpa || late) && (
        <FigureRows label={groupName(t`CPA figures`, words)}>
          {cpa && (
            <>
              <FigureRow label={t`Qualified players`}>{formatCount(part.qualified_players)}</FigureRow>
              <FigureRow label={t`Paid`}>{formatCount(part.cpa_paid_count)}</FigureRow>
              {part.cpa_over_cap_count > 0 && (
                <FigureRow
                  label={t`Over the monthly cap, not paid`}
                  hint={
                    !cap
                      ? undefined
                      : yours
                        ? t`${plural(cap, {
                            one: 'Your deal pays at most # player a month.',
                            other: 'Your deal pays at most # players a month.',
                          })}`
                        : t`${plural(cap, {
                            one: 'This deal pays at most # player a month.',
                            other: 'This deal pays at most # players a month.',
                          })}`
                  }
                >
                  {formatCount(part.cpa_over_cap_count)}
                </FigureRow>
              )}
              <FigureRow label={t`Amount each`}>{money(part.cpa_amount_each)}</FigureRow>
            </>
          )}
          {late && (
            <FigureRow label={t`Late CPA`} hint={t`CPA of closed months that arrived after they closed.`}>
              {money(lateAmount)}
            </FigureRow>
          )}
          <FigureRow label={t`CPA total (${totalParts})`} total>
            {money(part.cpa_total)}
          </FigureRow>
        </FigureRows>
      )}
    </>
  );
}

/** The month's CPA, on a card of its own. */
export function CpaCard({ figures }: { figures: CommissionCurrent }) {
  return (
    <section aria-labelledby="commission-cpa">
      <Card className="flex min-w-0 flex-col gap-4">
        <h2 id="commission-cpa" className="text-lg font-semibold text-ink">
          CPA
        </h2>
        <CpaFigures part={figures} currency={figures.currency} />
      </Card>
    </section>
  );
}
