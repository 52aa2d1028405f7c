import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import type { CommissionCurrent } from '../api/get-commission-current';
import { hasNoActivity, periodLabel } from '../lib/commission-words';
import { dealSince, dealTitle } from '../lib/deal-parts';
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
  const empty = hasNoActivity(figures);
  // With brand deals, the gateway's own working out of the deal for all brands on the other brands.
  const others = figures.other_brands;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <CommissionHeadline figures={figures} others={others} />
      {empty && (
        <Card>
          <NoResult title={`No activity yet in ${periodLabel(figures.period)}`}>
            Nothing has come in from your players this month, nor from earlier months. As their activity
            arrives, what it would pay shows here with every input.
          </NoResult>
        </Card>
      )}
      {others ? (
        <>
          <DealPartCard
            title={`All other brands — ${dealTitle(others.deal)}`}
            intro={`Your deal for all brands${dealSince(others.deal)}: it pays every brand without a deal of its own.`}
            part={others}
            words={{ deal: 'This deal', of: 'all other brands' }}
            period={figures.period}
            currency={figures.currency}
            withFigures={!empty}
          />
          {figures.brand_deals.map((brand) => (
            <DealPartCard
              key={brand.brand}
              title={`${brand.brand_name} — ${dealTitle(brand.deal)}`}
              intro={`${brand.brand_name}’s own deal${dealSince(brand.deal)}: worked on its players alone, with its own base, tier, carry-over and CPA.`}
              part={brand}
              words={{ deal: 'This deal', of: brand.brand_name }}
              period={figures.period}
              currency={figures.currency}
              withFigures={!empty}
            />
          ))}
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
