import { Trans, useLingui } from '@lingui/react/macro';
import type { Statement } from '@affiliate/contract/endpoints/statements';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatSignedMoney } from '@/lib/money';
import { heldChange, statementLineLabels } from '../lib/statement-labels';

/**
 * The month's ledger lines in order: date, description, the change of the available balance and the
 * available balance after it (the one the dashboard and the withdrawal screen show), from the opening
 * to the closing balance. A withdrawal's request sets money aside as held, its payment or return takes
 * it out of held: that move is said under the amount, so every figure can be followed.
 */
export function LedgerLines({
  lines,
  currency,
  opening,
}: {
  lines: Statement['lines'];
  currency: string;
  opening: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Ledger lines table`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line bg-surface"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Ledger lines</Trans>
        </caption>
        <thead>
          <tr className="border-b border-line bg-canvas">
            <th scope="col" className="hidden px-2 py-2.5 sm:px-3 font-semibold text-muted sm:table-cell">
              <Trans>Date</Trans>
            </th>
            <th
              scope="col"
              className="px-2 py-2.5 sm:px-3 font-semibold text-muted hyphens-auto wrap-anywhere"
            >
              <Trans>Description</Trans>
            </th>
            <th
              scope="col"
              className="px-2 py-2.5 sm:px-3 text-right font-semibold text-muted hyphens-auto wrap-anywhere"
            >
              <Trans>Amount</Trans>
            </th>
            <th
              scope="col"
              className="px-2 py-2.5 sm:px-3 text-right font-semibold text-muted hyphens-auto wrap-anywhere"
            >
              <Trans>Balance</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <td className="hidden px-2 py-2.5 sm:px-3 sm:table-cell" />
            {/* One long word in German ("Anfangsguthaben") may break, so the amounts beside it stay whole on a phone. */}
            <th scope="row" className="px-2 py-2.5 sm:px-3 font-medium text-ink hyphens-auto wrap-anywhere">
              <Trans>Opening balance</Trans>
            </th>
            <td className="px-2 py-2.5 sm:px-3" />
            <td className="whitespace-nowrap px-2 py-2.5 sm:px-3 text-right font-medium tabular-nums text-ink">
              {formatMoney(opening, currency)}
            </td>
          </tr>
          {lines.map((line, index) => {
            const change = heldChange(line);
            const held = change && formatSignedMoney(change, currency);
            const reference = line.reference;
            return (
              <tr key={`${line.date}-${index}`} className="border-b border-line last:border-0">
                <td className="hidden whitespace-nowrap px-2 py-2.5 sm:px-3 align-top text-ink sm:table-cell">
                  {formatDate(line.date)}
                </td>
                <td className="px-2 py-2.5 sm:px-3 align-top hyphens-auto wrap-anywhere">
                  <span className="block text-xs font-medium text-muted">
                    <span className="sm:hidden">{formatDate(line.date)} · </span>
                    {i18n._(statementLineLabels[line.type])}
                  </span>
                  <span className="break-words text-ink">{line.description}</span>
                  {reference && (
                    <span className="block break-all font-mono text-xs text-muted">
                      <Trans>Ref. {reference}</Trans>
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-2 py-2.5 sm:px-3 text-right align-top tabular-nums text-ink">
                  {formatSignedMoney(line.available_change, currency)}
                  {held && (
                    <span className="block text-xs text-muted">
                      <Trans>Held {held}</Trans>
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-2 py-2.5 sm:px-3 text-right align-top tabular-nums text-ink">
                  {formatMoney(line.available_after, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
