import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import { formatDateTime } from '@/lib/dates';
import { effectiveFromLabel, planTermsLabel } from '../lib/plan-terms';
import { RecordSection } from './record-section';

const who = (createdBy: string) => createdBy.replace(/^operator:/, '');

/** The plan of the running month, a change waiting for next month, and every version before. */
export function PlanSection({
  plan,
  currency,
  action,
}: {
  plan: AffiliateRecord['plan'];
  currency: string;
  action?: React.ReactNode;
}) {
  return (
    <RecordSection title="Commission plan" action={action}>
      <p className="text-sm text-ink">
        {plan.current ? planTermsLabel(plan.current, currency) : 'No plan yet.'}
      </p>
      {plan.upcoming && (
        <p className="mt-2 rounded-md bg-info-soft px-3 py-2 text-sm text-info-ink">
          {effectiveFromLabel(plan.upcoming)}: {planTermsLabel(plan.upcoming, currency)} (set by{' '}
          {who(plan.upcoming.created_by)}).
        </p>
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
                <p className="text-ink">{planTermsLabel(version, currency)}</p>
                <p className="text-xs text-muted">
                  Set by {who(version.created_by)}, {formatDateTime(version.created_at)}
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </RecordSection>
  );
}
