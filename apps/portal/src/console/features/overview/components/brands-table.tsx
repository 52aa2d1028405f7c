import type { BrandMonth } from '@affiliate/contract/endpoints/operator-overview';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount, formatMoney } from '@/lib/money';

type Money = BrandMonth['money'];

/** Amounts per currency, one line each (never added up across currencies). */
function MoneyLines({ money, pick }: { money: Money; pick: 'deposits' | 'winloss' }) {
  if (money.length === 0) return <>—</>;
  return (
    <>
      {money.map((m) => (
        <span key={m.currency} className="block whitespace-nowrap">
          {formatMoney(m[pick], m.currency)}
        </span>
      ))}
    </>
  );
}

const columns: Array<{ label: string; cell: (brand: BrandMonth) => ReactNode }> = [
  { label: 'Clicks', cell: (b) => formatCount(b.clicks) },
  { label: 'New players', cell: (b) => formatCount(b.signups) },
  { label: 'First depositors', cell: (b) => formatCount(b.first_depositors) },
  { label: 'Deposits', cell: (b) => <MoneyLines money={b.money} pick="deposits" /> },
  { label: 'Win/loss', cell: (b) => <MoneyLines money={b.money} pick="winloss" /> },
];

/**
 * The open month's brands side by side: a player's brand is its referral code's, a click's its link's.
 * A row per brand from 640 px, a card per brand on a phone; money per currency of the affiliates, as the
 * program's totals show it.
 */
export function BrandsTable({ brands, monthName }: { brands: BrandMonth[]; monthName: string }) {
  const heading = `Brands, ${monthName}`;
  return (
    <section aria-labelledby="overview-brands">
      <Card className="space-y-3">
        <h2 id="overview-brands" className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {brands.length === 0 ? (
          <p className="text-sm text-muted">No brand has figures this month yet.</p>
        ) : (
          <>
            <ul aria-label={heading} className="space-y-3 sm:hidden">
              {brands.map((brand) => (
                <li key={brand.brand} className="rounded-lg border border-line p-3">
                  <h3 className="font-semibold text-ink">{brand.name}</h3>
                  <dl className="mt-1 text-sm">
                    {columns.map((column) => (
                      <div key={column.label} className="flex justify-between gap-3 py-1">
                        <dt className="text-muted">{column.label}</dt>
                        <dd className="text-right tabular-nums">{column.cell(brand)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={heading}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{heading}: each brand&apos;s figures side by side</caption>
                <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Brand
                    </th>
                    {columns.map((column) => (
                      <th key={column.label} scope="col" className="px-3 py-2 text-right font-semibold">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {brands.map((brand) => (
                    <tr key={brand.brand} className="border-b border-line last:border-b-0">
                      <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                        {brand.name}
                      </th>
                      {columns.map((column) => (
                        <td key={column.label} className="px-3 py-1.5 text-right tabular-nums align-top">
                          {column.cell(brand)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
