import type { DashboardFigure } from '@affiliate/contract/endpoints/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChartPoint } from '../lib/chart-points';
import { figureLabel, formatFigure } from '../lib/figures';

/** The chart's data as a table: one row per period, one column per charted figure. */
export function SeriesTable({
  points,
  selected,
  currency,
  caption,
}: {
  points: ReadonlyArray<ChartPoint>;
  selected: ReadonlyArray<DashboardFigure>;
  currency: string;
  caption: string;
}) {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Chart data`}
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-lg border border-line"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-canvas">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-muted">
              <Trans>Period</Trans>
            </th>
            {selected.map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-semibold text-muted">
                {figureLabel(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.bucket} className="border-t border-line">
              <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-normal text-ink">
                {point.label}
              </th>
              {selected.map((key) => (
                <td key={key} className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-ink">
                  {formatFigure(key, point.values, currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
