import { Card } from '@/components/ui/card';
import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import { isZeroAmount } from '../lib/commission-words';
import { FigureRow, FigureRows } from './figure-rows';

/**
 * The CPA opened up: the month's qualified players, how many are paid and how many are past the deal's
 * monthly cap, the amount each (the CPA tier the count reached), and late CPA of closed months.
 */
export function CpaCard({ figures }: { figures: CommissionCurrent }) {
  const money = (amount: string) => formatMoney(amount, figures.currency);
  const cpa = figures.deal.document.cpa;
  const late = !isZeroAmount(figures.late_cpa_amount);
  const totalParts = [cpa && 'paid × amount each', late && 'late CPA'].filter(Boolean).join(' + ');
  return (
    <section aria-labelledby="commission-cpa">
      <Card className="flex min-w-0 flex-col gap-4">
        <h2 id="commission-cpa" className="text-lg font-semibold text-ink">
          CPA
        </h2>
        {!cpa && <p className="text-sm text-muted">Your deal pays no CPA.</p>}
        {(cpa || late) && (
          <FigureRows label="CPA figures">
            {cpa && (
              <>
                <FigureRow label="Qualified players">{formatCount(figures.qualified_players)}</FigureRow>
                <FigureRow label="Paid">{formatCount(figures.cpa_paid_count)}</FigureRow>
                {figures.cpa_over_cap_count > 0 && (
                  <FigureRow
                    label="Over the monthly cap, not paid"
                    hint={
                      cpa.monthly_cap
                        ? `Your deal pays at most ${formatCount(cpa.monthly_cap)} players a month.`
                        : undefined
                    }
                  >
                    {formatCount(figures.cpa_over_cap_count)}
                  </FigureRow>
                )}
                <FigureRow label="Amount each">{money(figures.cpa_amount_each)}</FigureRow>
              </>
            )}
            {late && (
              <FigureRow label="Late CPA" hint="CPA of closed months that arrived after they closed.">
                {money(figures.late_cpa_amount)}
              </FigureRow>
            )}
            <FigureRow label={`CPA total (${totalParts})`} total>
              {money(figures.cpa_total)}
            </FigureRow>
          </FigureRows>
        )}
      </Card>
    </section>
  );
}
