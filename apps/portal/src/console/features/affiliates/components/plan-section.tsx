import type { ReactNode } from 'react';
import type { AffiliateRecord, PlanVersion } from '@affiliate/contract/endpoints/operator-affiliates';
import { formatDateTime } from '@/lib/dates';
import { dealLabel, effectiveFromLabel, planTermsLabel } from '../lib/plan-terms';
import { BrandDealsList } from './brand-deals-list';
import { RecordSection } from './record-section';

const who = (createdBy: string) => createdBy.replace(/^operator:/, '');

/** A plan set before deals names none: its own flat terms are what it pays. */
const OWN_TERMS = 'Own terms (set before deals)';

/**
 * The deal of a version and what it pays, a sentence a line, as the gateway words it: the flat terms
 * alone would misstate a tiered deal (they hold its first tier only).
 */
function DealTerms({ version, label }: { version: PlanVersion; label: string }) {
  return (
    <>
      <p className="font-medium text-ink [overflow-wrap:anywhere]">{dealLabel(version) ?? OWN_TERMS}</p>
      <ul aria-label={label} className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        {version.deal_summary.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The deal of the running month, the brands' own deals, one waiting for a later month, and every version
 * before; `children` are the actions of the roles that may change them.
 */
export function PlanSection({
  plan,
  currency,
  action,
  children,
}: {
  plan: AffiliateRecord['plan'];
  currency: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <RecordSection title="Commission plan" action={action}>
      <div className="text-sm">
        {plan.current ? (
          <DealTerms version={plan.current} label="What the current deal pays" />
        ) : (
          <p className="text-ink">No plan yet.</p>
        )}
      </div>
      <BrandDealsList brandDeals={plan.brand_deals} />
      {plan.upcoming && (
        <div className="mt-3 rounded-md bg-info-soft px-3 py-2 text-sm text-info-ink">
          <p className="mb-1">
            {effectiveFromLabel(plan.upcoming)} (set by {who(plan.upcoming.created_by)}):
          </p>
          <DealTerms version={plan.upcoming} label="What the upcoming deal pays" />
        </div>
      )}
      {plan.history.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-info-ink">
            Plan history ({plan.history.length})
          </summary>
          <ol className="mt-2 space-y-2">
            {plan.history.map((version) => (
              <li key={version.effective_from} className="border-l-2 border-line pl-3">
                <p className="font-medium text-ink">{effectiveFromLabel(version)}</p>
                <p className="text-ink [overflow-wrap:anywhere]">
                  {dealLabel(version) ?? planTermsLabel(version, currency)}
                </p>
                <p className="text-xs text-muted [overflow-wrap:anywhere]">
                  Set by {who(version.created_by)}, {formatDateTime(version.created_at)}
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
      {children}
    </RecordSection>
  );
}
