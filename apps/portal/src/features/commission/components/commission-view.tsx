import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import type { CommissionCurrent } from '../api/get-commission-current';
import { hasNoActivity, periodLabel } from '../lib/commission-words';
import { dealStart, dealTitle } from '../lib/deal-parts';
import { CommissionHeadline } from './commission-headline';
import { CpaCard } from './cpa-card';
import { DealCard } from './deal-card';
import { DealPartCard } from './deal-part-card';
import { RevenueShareCard } from './revenue-share-card';

/**
 * The running month as the gateway worked it out: the amount first, then the deal and every input. Where
 * brands have deals of their own, one card per deal: the deal for all brands on the other brands, then
 * each brand's own.
 */
export function CommissionView({ figures }: { figures: CommissionCurrent }) {
  const { t } = useLingui();
  const empty = hasNoActivity(figures);
  // With brand deals, the gateway's own working out of the deal for all brands on the other brands.
  const others = figures.other_brands;
  const month = periodLabel(figures.period);
  const dealName = others ? dealTitle(others.deal) : '';
  const othersStart = others ? dealStart(others.deal) : null;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <CommissionHeadline figures={figures} others={others} />
      {empty && (
        <Card>
          <NoResult title={t`No activity yet in ${month}`}>
            <Trans>
              Nothing has come in from your players this month, nor from earlier months. As their activity
              arrives, what it would pay shows here with every input.
            </Trans>
          </NoResult>
        </Card>
      )}
      {others ? (
        <>
          <DealPartCard
            title={t`All other brands — ${dealName}`}
            intro={
              othersStart === null
                ? t`Your deal for all brands, in effect since you joined: it pays every brand without a deal of its own.`
                : t`Your deal for all brands, in effect since ${othersStart}: it pays every brand without a deal of its own.`
            }
            part={others}
            words={{ deal: 'this', of: t`all other brands` }}
            period={figures.period}
            currency={figures.currency}
            withFigures={!empty}
          />
          {figures.brand_deals.map((brand) => {
            const brandName = brand.brand_name;
            const start = dealStart(brand.deal);
            return (
              <DealPartCard
                key={brand.brand}
                title={`${brandName} — ${dealTitle(brand.deal)}`}
                intro={
                  start === null
                    ? t`${brandName}’s own deal, in effect since you joined: worked on its players alone, with its own base, tier, carry-over and CPA.`
                    : t`${brandName}’s own deal, in effect since ${start}: worked on its players alone, with its own base, tier, carry-over and CPA.`
                }
                part={brand}
                words={{ deal: 'this', of: brandName }}
                period={figures.period}
                currency={figures.currency}
                withFigures={!empty}
              />
            );
          })}
        </>
      ) : (
        <>
          <DealCard deal={figures.deal} />
          {!empty && (
            <>
              <RevenueShareCard figures={figures} />
              <CpaCard figures={figures} />
            </>
          )}
        </>
      )}
    </div>
  );
}
