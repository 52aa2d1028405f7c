import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import type { DealPart } from '../lib/deal-parts';
import { groupName, type PartWords } from '../lib/part-words';
import { CpaFigures } from './cpa-card';
import { DealTerms } from './deal-card';
import { FigureRow, FigureRows } from './figure-rows';
import { RevenueShareFigures } from './revenue-share-card';

/**
 * One deal's working out of the month, on a card of its own, where the month has more than one deal
 * (issue 36): the deal for all brands on the other brands, or a brand's own deal on that brand alone.
 * The same figures as on a month with one deal, from the same pieces, and what the deal adds to the
 * month, so each part of the amount can be followed back to its inputs.
 */
export function DealPartCard({
  title,
  intro,
  part,
  words,
  period,
  currency,
  withFigures,
}: {
  /** Whom it pays and under which deal: `Goldline Bet Brasil — Brasil Flat (version 2)`. */
  title: string;
  /** What the deal covers and since when. */
  intro: ReactNode;
  part: DealPart;
  words: PartWords;
  /** The running month, YYYY-MM. */
  period: string;
  currency: string;
  /** False while the month has no activity at all: the deal's terms alone, as on a month with one deal. */
  withFigures: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="flex min-w-0 flex-col gap-4">
        <div>
          <h2 id={`${id}-title`} className="break-words text-lg font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 break-words text-sm text-muted">{intro}</p>
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <DealTerms deal={part.deal} />
        </div>
        {withFigures && (
          <>
            <div className="flex min-w-0 flex-col gap-4 border-t border-line pt-4">
              <h3 className="text-base font-semibold text-ink">
                <Trans>Revenue share</Trans>
              </h3>
              <RevenueShareFigures part={part} period={period} currency={currency} words={words} level={4} />
            </div>
            <div className="flex min-w-0 flex-col gap-4 border-t border-line pt-4">
              <h3 className="text-base font-semibold text-ink">CPA</h3>
              <CpaFigures part={part} currency={currency} words={words} />
            </div>
            <div className="border-t border-line pt-4">
              <FigureRows label={groupName(t`Commission`, words)}>
                <FigureRow label={t`Revenue share`}>{money(part.revenue_share.amount)}</FigureRow>
                <FigureRow label={t`CPA total`}>{money(part.cpa_total)}</FigureRow>
                <FigureRow label={t`Commission (revenue share + CPA)`} total>
                  {money(part.amount)}
                </FigureRow>
              </FigureRows>
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
