import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import type { CommissionCurrent } from '../api/get-commission-current';
import { hasNoActivity, periodLabel } from '../lib/commission-words';
import { CommissionHeadline } from './commission-headline';
import { CpaCard } from './cpa-card';
import { DealCard } from './deal-card';
import { RevenueShareCard } from './revenue-share-card';

/** The running month as the gateway worked it out: the amount first, then the deal and every input. */
export function CommissionView({ figures }: { figures: CommissionCurrent }) {
  const empty = hasNoActivity(figures);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <CommissionHeadline figures={figures} />
      {empty && (
        <Card>
          <NoResult title={`No activity yet in ${periodLabel(figures.period)}`}>
            Nothing has come in from your players this month, nor from earlier months. As their activity
            arrives, what it would pay shows here with every input.
          </NoResult>
        </Card>
      )}
      <DealCard deal={figures.deal} />
      {!empty && (
        <>
          <RevenueShareCard figures={figures} />
          <CpaCard figures={figures} />
        </>
      )}
    </div>
  );
}
