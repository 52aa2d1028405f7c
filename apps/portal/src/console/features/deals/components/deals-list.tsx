import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { Deal } from '../api/deals';
import { appliesFromText, versionInForce } from '../lib/deal-dates';
import { DealVersions, SummaryLines } from './deal-versions';

const affiliatesText = (count: number) => (count === 1 ? '1 affiliate' : `${count} affiliates`);

export interface DealActions {
  onEdit: (deal: Deal) => void;
  onMakeDefault: (deal: Deal) => void;
  /** The deal being made the default, while the gateway answers. */
  makingDefault: string | null;
}

function DealItem({
  deal,
  today,
  actions,
}: {
  deal: Deal;
  today: string;
  actions?: DealActions | undefined;
}) {
  const headingId = useId();
  const { current } = deal;
  const document = current.document;
  const inForce = versionInForce(deal.versions, today);
  const waiting = inForce && inForce.version !== current.version ? inForce : undefined;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere] text-ink">
                {deal.name}
              </h3>
              {deal.is_default && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                  Default
                </span>
              )}
            </div>
            <p className="mt-1 text-xs [overflow-wrap:anywhere] text-muted">
              {document.currency} · {document.brand ? `brand ${document.brand}` : 'every brand'} ·{' '}
              {affiliatesText(deal.affiliates)} · version {current.version}, {appliesFromText(current)}
            </p>
          </div>
          {actions && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${deal.name}`}
                onClick={() => actions.onEdit(deal)}
              >
                Edit
              </Button>
              {!deal.is_default && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Make default: ${deal.name}`}
                  loading={actions.makingDefault === deal.name}
                  onClick={() => actions.onMakeDefault(deal)}
                >
                  Make default
                </Button>
              )}
            </div>
          )}
        </div>
        {waiting && (
          <p className="text-sm text-muted">
            Version {current.version} applies {appliesFromText(current)}; until then version {waiting.version}{' '}
            pays.
          </p>
        )}
        <SummaryLines label={`What ${deal.name} pays`} lines={current.summary} />
        <DealVersions name={deal.name} versions={deal.versions} />
      </article>
    </li>
  );
}

/**
 * The program's deals: each with its default badge, currency and brand, how many affiliates are on it,
 * its latest version and what that pays in plain words, and every version behind a disclosure. Edit and
 * Make default for the roles that write deals.
 */
export function DealsList({
  labelledBy,
  deals,
  today,
  actions,
}: {
  labelledBy: string;
  deals: readonly Deal[];
  /** YYYY-MM-DD, to tell a version that waits for next month. */
  today: string;
  /** Absent for a role that only reads. */
  actions?: DealActions | undefined;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col divide-y divide-line">
      {deals.map((deal) => (
        <DealItem key={deal.name} deal={deal} today={today} actions={actions} />
      ))}
    </ul>
  );
}
