import { Fragment, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateBrand } from '@affiliate/contract/endpoints/referral-codes';
import { cx } from '@/components/ui/cx';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { SubAffiliate, SubAffiliateList } from '../api/get-sub-affiliates';
import {
  basisHeader,
  basisText,
  brandLabel,
  brandLines,
  earningUntilText,
  type BrandLine,
} from '../lib/sub-affiliate-words';

/** A figure of the list: its header, and its value for a sub and (for money) for one of its brands. */
interface Column {
  header: string;
  cell: (sub: SubAffiliate) => ReactNode;
  /** The same figure for one brand of the sub; left out for what is the sub's alone (joined, status). */
  brandCell?: (line: BrandLine) => ReactNode;
  numeric?: boolean;
}

function StatusCell({ status }: { status: SubAffiliate['status'] }) {
  const { t } = useLingui();
  return status === 'active' ? (
    <StatusBadge label={t`Active`} tone="success" />
  ) : (
    <StatusBadge label={t`Suspended`} tone="neutral" />
  );
}

/**
 * The list's columns: who, when and whether active, then what the deal pays on (this month's basis and
 * estimate, only when the deal has a sub-affiliates part) and what was credited to date.
 */
function useColumns({ meta }: SubAffiliateList): Column[] {
  const { t } = useLingui();
  const currency = meta.currency;
  const money = (amount: string | null | undefined) => formatMoney(amount, currency);
  const basis = basisHeader(meta.terms);
  return [
    { header: t`Joined`, cell: (sub) => formatDate(sub.joined) },
    { header: t`Status`, cell: (sub) => <StatusCell status={sub.status} /> },
    ...(basis === null
      ? []
      : [
          {
            header: t`Earning until`,
            cell: (sub: SubAffiliate) => earningUntilText(sub.earning_until, meta.month),
          },
          {
            header: basis,
            cell: (sub: SubAffiliate) => basisText(sub.this_month, currency),
            brandCell: (line: BrandLine) => basisText(line.thisMonth, currency),
            numeric: true,
          },
          {
            header: t`Your estimated earnings this month`,
            cell: (sub: SubAffiliate) => money(sub.this_month?.earnings),
            brandCell: (line: BrandLine) => money(line.thisMonth?.earnings),
            numeric: true,
          },
        ]),
    {
      header: t`Your earnings to date`,
      cell: (sub) => money(sub.to_date.earnings),
      brandCell: (line) => money(line.toDate),
      numeric: true,
    },
  ];
}

/** A sub's brands, when it has figures in more than one: the breakdown under its figures. */
const breakdownOf = (sub: SubAffiliate) => {
  const lines = brandLines(sub);
  return lines.length > 1 ? lines : [];
};

function SubCard({
  sub,
  columns,
  brands,
}: {
  sub: SubAffiliate;
  columns: Column[];
  brands: readonly AffiliateBrand[] | undefined;
}) {
  const { t } = useLingui();
  const breakdown = breakdownOf(sub);
  const name = sub.username;
  const byBrand = columns.filter((column) => column.brandCell);
  return (
    <li className="min-w-0 rounded-xl border border-line bg-surface p-4 shadow-xs">
      <h3 translate="no" className="break-words text-base font-semibold text-ink">
        {sub.username}
      </h3>
      {/* The labels wrap and the figures keep their width: a long label never squeezes a figure (as the
          commission cards do). */}
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {columns.map((column) => (
          <div key={column.header} className="contents">
            <dt className="text-muted">{column.header}</dt>
            <dd className={cx('whitespace-nowrap text-right text-ink', column.numeric && 'tabular-nums')}>
              {column.cell(sub)}
            </dd>
          </div>
        ))}
      </dl>
      {breakdown.length > 0 && (
        <ul aria-label={t`${name} by brand`} className="mt-3 flex flex-col gap-2 border-t border-line pt-3">
          {breakdown.map((line) => (
            <li key={line.brand ?? ''} className="min-w-0">
              <p
                className="text-sm font-semibold text-ink"
                translate={line.brand === null ? undefined : 'no'}
              >
                {brandLabel(line.brand, brands)}
              </p>
              <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
                {byBrand.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted">{column.header}</dt>
                    <dd className="whitespace-nowrap text-right tabular-nums text-ink">
                      {column.brandCell!(line)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The sub-affiliates, one list in two layouts as the portal's other lists: a card per sub below 640 px
 * (no sideways scrolling on a phone), a table from 640 px up, scrolling inside its own focusable region
 * when the columns need more room. A sub with figures in several brands has a line per brand under it.
 */
export function SubAffiliatesList({
  list,
  brands,
}: {
  list: SubAffiliateList;
  brands: readonly AffiliateBrand[] | undefined;
}) {
  const { t } = useLingui();
  const columns = useColumns(list);
  const caption = t`Your sub-affiliates`;
  return (
    <div>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {list.data.map((sub) => (
          <SubCard key={sub.member_id} sub={sub} columns={columns} brands={brands} />
        ))}
      </ul>
      <div
        role="region"
        aria-label={t`${caption} table`}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink sm:block"
      >
        <table
          className={cx(
            'w-full border-collapse text-left text-sm',
            columns.length > 4 ? 'min-w-[56rem]' : 'min-w-[36rem]',
          )}
        >
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-canvas">
              <th scope="col" className="px-3 py-2.5 align-bottom font-semibold leading-tight text-muted">
                <Trans>Sub-affiliate</Trans>
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cx(
                    'px-3 py-2.5 align-bottom font-semibold leading-tight text-muted',
                    column.numeric && 'text-right',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.map((sub) => {
              const name = sub.username;
              return (
                <Fragment key={sub.member_id}>
                  <tr className="border-b border-line last:border-0">
                    <th
                      scope="row"
                      translate="no"
                      className="max-w-[14rem] break-words px-3 py-2.5 font-medium text-ink"
                    >
                      {sub.username}
                    </th>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        className={cx(
                          'px-3 py-2.5 text-ink',
                          column.numeric ? 'whitespace-nowrap text-right tabular-nums' : 'min-w-[6rem]',
                        )}
                      >
                        {column.cell(sub)}
                      </td>
                    ))}
                  </tr>
                  {breakdownOf(sub).map((line) => (
                    <tr key={line.brand ?? ''} className="border-b border-line bg-canvas/50 last:border-0">
                      <th scope="row" className="px-3 py-2 pl-7 font-normal text-muted">
                        <span className="sr-only">{t`${name}, brand`} </span>
                        <span translate={line.brand === null ? undefined : 'no'}>
                          {brandLabel(line.brand, brands)}
                        </span>
                      </th>
                      {columns.map((column) => (
                        <td
                          key={column.header}
                          className={cx(
                            'px-3 py-2 text-muted',
                            column.numeric && 'whitespace-nowrap text-right tabular-nums',
                          )}
                        >
                          {column.brandCell?.(line) ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
