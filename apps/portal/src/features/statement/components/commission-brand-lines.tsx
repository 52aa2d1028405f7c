import {
  commissionByBrand,
  type Statement,
  type StatementBrandLine,
} from '@affiliate/contract/endpoints/statements';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { formatStatementMonth, isStatementMonth, shiftMonth } from '../lib/statement-month';

type Commission = Statement['commissions'][number];

/** The month a brand's own deal carries its negative base into: the one after the commission's period. */
function nextMonthLabel(period: string): string {
  return isStatementMonth(period) ? formatStatementMonth(shiftMonth(period, 1)) : 'next month';
}

/**
 * A brand paid under its own deal (issue 36): the deal's name and version and the rate it reached, since
 * its figures are that deal's worked on the brand alone, not a split of the commission's.
 */
function OwnDeal({ line }: { line: StatementBrandLine }) {
  if (!line.deal) return null;
  return (
    <span className="block text-ink [overflow-wrap:anywhere]">
      Under its own deal: {line.deal.name} (version {line.deal.version})
      {line.revenue_share !== null && `, revenue share ${formatRate(line.revenue_share)}`}
    </span>
  );
}

/**
 * Each brand's commission on its own line (where the month had more than one brand): the brand's NGR,
 * its part of the revenue share and its CPA, and what no brand carries (late activity of closed months,
 * the negative carried in). The figures are the gateway's and add up to the commission to the cent. A
 * brand under a deal of its own says which, and what negative base that deal carries into next month.
 */
export function CommissionBrandLines({
  commission,
  currency,
  label,
}: {
  commission: Commission;
  currency: string;
  label: string;
}) {
  const byBrand = commissionByBrand(commission);
  if (!byBrand) return null;
  const money = (amount: string) => formatMoney(amount, currency);
  const next = nextMonthLabel(commission.period);
  return (
    <section aria-label={`Commission for ${label} by brand`} className="mt-4">
      <h3 className="text-sm font-semibold text-ink">By brand</h3>
      <ul className="mt-1 flex flex-col gap-1.5 text-sm">
        {byBrand.lines.map((line) => (
          <li
            key={line.brand}
            className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-canvas px-3 py-2"
          >
            <span className="min-w-0">
              <span className="block font-medium text-ink [overflow-wrap:anywhere]">{line.brand_name}</span>
              <OwnDeal line={line} />
              <span className="block text-muted">
                NGR {money(line.ngr)} · revenue share {money(line.revenue_share_amount)} · CPA{' '}
                {formatCount(line.cpa_count)} ({money(line.cpa_total)})
                {/[1-9]/.test(line.carry_out) && ` · carries ${money(line.carry_out)} into ${next}`}
              </span>
            </span>
            <span className="font-semibold tabular-nums text-ink">{money(line.amount)}</span>
          </li>
        ))}
        {byBrand.outside !== null && (
          <li className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-canvas px-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-ink">Of no brand</span>
              <span className="block text-muted">Late activity of closed months, carry-over in</span>
            </span>
            <span className="font-semibold tabular-nums text-ink">{money(byBrand.outside)}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
