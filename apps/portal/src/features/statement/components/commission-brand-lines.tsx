import { Trans, useLingui } from '@lingui/react/macro';
import {
  commissionByBrand,
  type Statement,
  type StatementBrandLine,
} from '@affiliate/contract/endpoints/statements';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { formatStatementMonth, isStatementMonth, shiftMonth } from '../lib/statement-month';

type Commission = Statement['commissions'][number];

/**
 * A brand paid under its own deal (issue 36): the deal's name and version and the rate it reached, since
 * its figures are that deal's worked on the brand alone, not a split of the commission's.
 */
function OwnDeal({ line }: { line: StatementBrandLine }) {
  const { t } = useLingui();
  if (!line.deal) return null;
  const { name, version } = line.deal;
  const rate = line.revenue_share === null ? null : formatRate(line.revenue_share);
  return (
    <span className="block text-ink [overflow-wrap:anywhere]">
      {rate === null
        ? t`Under its own deal: ${name} (version ${version})`
        : t`Under its own deal: ${name} (version ${version}), revenue share ${rate}`}
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
  const { t } = useLingui();
  const byBrand = commissionByBrand(commission);
  if (!byBrand) return null;
  const money = (amount: string) => formatMoney(amount, currency);
  // The month a brand's own deal carries its negative base into: the one after the commission's period.
  const next = isStatementMonth(commission.period)
    ? formatStatementMonth(shiftMonth(commission.period, 1))
    : t`next month`;
  return (
    <section aria-label={t`Commission for ${label} by brand`} className="mt-4">
      <h3 className="text-sm font-semibold text-ink">
        <Trans>By brand</Trans>
      </h3>
      <ul className="mt-1 flex flex-col gap-1.5 text-sm">
        {byBrand.lines.map((line) => {
          const ngr = money(line.ngr);
          const share = money(line.revenue_share_amount);
          const cpaCount = formatCount(line.cpa_count);
          const cpaTotal = money(line.cpa_total);
          const carried = money(line.carry_out);
          return (
            <li
              key={line.brand}
              className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-canvas px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block font-medium text-ink [overflow-wrap:anywhere]">{line.brand_name}</span>
                <OwnDeal line={line} />
                <span className="block text-muted">
                  {t`NGR ${ngr} · revenue share ${share} · CPA ${cpaCount} (${cpaTotal})`}
                  {/[1-9]/.test(line.carry_out) && ` · ${t`carries ${carried} into ${next}`}`}
                </span>
              </span>
              <span className="font-semibold tabular-nums text-ink">{money(line.amount)}</span>
            </li>
          );
        })}
        {byBrand.outside !== null && (
          <li className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-lg bg-canvas px-3 py-2">
            <span className="min-w-0">
              <span className="block font-medium text-ink">
                <Trans>Of no brand</Trans>
              </span>
              <span className="block text-muted">
                <Trans>Late activity of closed months, carry-over in</Trans>
              </span>
            </span>
            <span className="font-semibold tabular-nums text-ink">{money(byBrand.outside)}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
