import { Check } from 'lucide-react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerCpaStatus } from '@affiliate/contract/common/cpa-status';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/lib/dates';
import { toCpaProgressLine, type CpaProgressLine } from '../lib/cpa-progress';
import { CpaStatusBadge } from './cpa-status-badge';

/** A bar with its value in words, so a screen reader hears the amounts, not only a percentage. */
function ProgressBar({ line }: { line: CpaProgressLine }) {
  const { t: translate } = useLingui();
  const value = line.valueText;
  return (
    <div
      role="progressbar"
      aria-label={line.name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={line.percent}
      aria-valuetext={line.met ? translate`${value}, met` : value}
      className="mt-1.5 h-2 w-full overflow-hidden rounded-full bg-canvas ring-1 ring-line ring-inset"
    >
      <div
        className={cx('h-full forced-colors:bg-[CanvasText]', line.met ? 'bg-success' : 'bg-info')}
        style={{ width: `${line.percent}%` }}
      />
    </div>
  );
}

function daysLeft(days: number): string {
  return t`${plural(days, { one: '# day', other: '# days' })}`;
}

/**
 * The player's CPA under the affiliate's deal, decided before the month closes: the status, why, and
 * how far the player is towards each criterion (issue 36: no CPA is cancelled without a word). Named
 * "CPA status", apart from the "CPA" total the page also shows.
 */
export function PlayerCpaCard({ cpa, currency }: { cpa: PlayerCpaStatus; currency: string }) {
  const { t: translate } = useLingui();
  const lines = cpa.progress.map((item) => toCpaProgressLine(item, currency));
  const facts: Array<[string, string]> = [];
  if (cpa.days_left !== null) facts.push([translate`Days left`, daysLeft(cpa.days_left)]);
  if (cpa.qualified_on !== null) facts.push([translate`Qualifying day`, formatDate(cpa.qualified_on)]);

  return (
    <section aria-labelledby="player-cpa" className="mb-5">
      <Card>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="player-cpa" className="text-base font-semibold text-ink">
            <Trans>CPA status</Trans>
          </h2>
          <CpaStatusBadge status={cpa.status} />
        </div>
        {/* The gateway's sentence, in the language the portal asked in (Accept-Language). */}
        <p className="mt-2 break-words text-sm text-ink">{cpa.reason}</p>
        {facts.length > 0 && (
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="min-w-0">
                <dt className="text-muted">{term}</dt>
                <dd className="mt-0.5 font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {lines.length > 0 && (
          <ul aria-label={translate`CPA criteria`} className="mt-4 flex flex-col gap-3 text-sm">
            {lines.map((line) => (
              <li key={line.criterion} className="min-w-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="min-w-0 break-words text-ink">{line.text}</span>
                  {line.met && (
                    <span className="inline-flex items-center gap-1 font-medium text-success-ink">
                      <Check aria-hidden="true" className="size-4" />
                      <Trans>met</Trans>
                    </span>
                  )}
                </div>
                <ProgressBar line={line} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
