import { commissionByBrand, type Statement } from '@affiliate/contract/endpoints/statements';
import { formatCount, formatMoney } from '@/lib/money';

type Commission = Statement['commissions'][number];

/**
 * Each brand's commission on its own line (where the month had more than one brand): the brand's NGR,
 * its part of the revenue share and its CPA, and what no brand carries (late activity of closed months,
 * the negative carried in). The figures are the gateway's and add up to the commission to the cent.
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
              <span className="block text-muted">
                NGR {money(line.ngr)} · revenue share {money(line.revenue_share_amount)} · CPA{' '}
                {formatCount(line.cpa_count)} ({money(line.cpa_total)})
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
