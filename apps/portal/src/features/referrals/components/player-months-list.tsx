import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '@/components/ui/cx';
import { playerMonthColumns, type PlayerMonthFigure, type PlayerMonthRow } from '../lib/player-month-row';
import { SlashBreaks } from '@/components/ui/slash-breaks';

/** The month's name with what is not plain figures: its revenue share rate, and whether it is closed. */
function monthNote(row: PlayerMonthRow): string {
  const percent = row.rate;
  const rate = percent ? t`${percent} revenue share` : t`No plan`;
  return `${rate} · ${row.closed ? t`Closed` : t`Open`}`;
}

/**
 * A player's months, like the referrals list: a card per month below 640 px (no horizontal scrolling
 * on a phone), a table from 640 px up that scrolls inside its own focusable region when it needs room.
 */
export function PlayerMonthsList({
  rows,
  totals,
}: {
  rows: PlayerMonthRow[];
  totals: Record<PlayerMonthFigure, string>;
}) {
  const { t: translate } = useLingui();
  const caption = translate`The player's months`;
  return (
    <div>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.month} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
            <h3 className="text-base font-semibold text-ink">{row.label}</h3>
            <p className="text-xs text-muted">{monthNote(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {playerMonthColumns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className={cx('text-muted', column.key === 'earned' && 'font-semibold text-ink')}>
                    {column.header}
                  </dt>
                  <dd
                    className={cx(
                      'min-w-0 break-words text-right tabular-nums text-ink',
                      column.key === 'earned' && 'font-semibold',
                    )}
                  >
                    {row.figures[column.key]}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <div
        role="region"
        aria-label={translate`${caption} table`}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block"
      >
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption className="px-3 pb-1 pt-3 text-left text-sm font-semibold text-ink">
            {caption}
            <span className="ml-2 font-normal text-muted">
              <Trans>Newest first, in your currency</Trans>
            </span>
          </caption>
          <thead>
            <tr className="border-b border-line bg-canvas">
              <th scope="col" className="px-3 py-2.5 align-bottom font-semibold leading-tight text-muted">
                <Trans>Month</Trans>
              </th>
              {playerMonthColumns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className="px-2.5 py-2.5 text-right align-bottom font-semibold leading-tight text-muted"
                >
                  <SlashBreaks text={column.header} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month} className="border-b border-line hover:bg-canvas/60">
                {/* The month stays on one line; its note ("30 % Revenue Share · Offen") may wrap and the
                    figures' cells are a little narrower, so at 1280 px German's longer headers do not push
                    the last column (what the player earned) out of sight. */}
                <th scope="row" className="px-3 py-2.5 font-medium text-ink">
                  <span className="whitespace-nowrap">{row.label}</span>
                  <span className="block text-xs font-normal text-muted">{monthNote(row)}</span>
                </th>
                {playerMonthColumns.map((column) => (
                  <td
                    key={column.key}
                    className={cx(
                      'whitespace-nowrap px-2.5 py-2.5 text-right tabular-nums text-ink',
                      column.key === 'earned' && 'font-semibold',
                    )}
                  >
                    {row.figures[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-canvas">
              <th scope="row" className="px-3 py-2.5 font-semibold text-ink">
                <Trans>Total</Trans>
              </th>
              {playerMonthColumns.map((column) => (
                <td
                  key={column.key}
                  className="whitespace-nowrap px-2.5 py-2.5 text-right font-semibold tabular-nums text-ink"
                >
                  {totals[column.key]}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
