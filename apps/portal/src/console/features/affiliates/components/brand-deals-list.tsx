import { useId } from 'react';
import type { BrandDealAssignment } from '@affiliate/contract/endpoints/operator-affiliates';
import { dealLabel, effectiveFromLabel } from '../lib/plan-terms';

/** A brand whose own deal was ended is paid under the plan's deal again from that month. */
const BACK_ON_ALL_BRANDS = 'Back on the deal for all brands';

/**
 * The brands paid under deals of their own, as the gateway lists them (by brand: the one in force, then
 * any starting later), each with what its deal pays; nothing when every brand is on the plan's deal.
 */
export function BrandDealsList({ brandDeals }: { brandDeals: readonly BrandDealAssignment[] }) {
  const headingId = useId();
  if (brandDeals.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <h3 id={headingId} className="font-semibold text-ink">
        Brand deals
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-col gap-3">
        {brandDeals.map((one) => {
          const deal = dealLabel({ deal: one.deal, deal_version: one.version }) ?? BACK_ON_ALL_BRANDS;
          return (
            <li key={`${one.brand}-${one.effective_from}`} className="border-l-2 border-line pl-3">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">{one.brand_name}</p>
              <p className="text-ink [overflow-wrap:anywhere]">{deal}</p>
              <p className="text-xs text-muted">{effectiveFromLabel(one)}</p>
              {one.summary.length > 0 && (
                <ul
                  aria-label={`What ${deal} pays for ${one.brand_name}`}
                  className="mt-1 flex list-disc flex-col gap-1 pl-5 text-ink"
                >
                  {one.summary.map((line, index) => (
                    <li key={`${index}-${line}`}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
