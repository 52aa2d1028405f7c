import type {
  AffiliateBrandFigures,
  AffiliateFigures,
  AffiliateRecord,
} from '@affiliate/contract/endpoints/operator-affiliates';
import { formatCount, formatMoney } from '@/lib/money';
import { RecordSection } from './record-section';

const rows: Array<[string, (figures: AffiliateFigures, currency: string) => string]> = [
  ['Clicks', (f) => formatCount(f.clicks)],
  ['Sign-ups', (f) => formatCount(f.signups)],
  ['Registrations', (f) => formatCount(f.registrations)],
  ['First depositors', (f) => formatCount(f.first_depositors)],
  ['Deposits', (f, c) => formatMoney(f.deposits, c)],
  ['Turnover', (f, c) => formatMoney(f.turnover, c)],
  ['Win/loss', (f, c) => formatMoney(f.winloss, c)],
  ['Bonuses', (f, c) => formatMoney(f.bonuses, c)],
];

/** One period's figures as label and value pairs: the phone's layout, where three columns of money do not fit. */
function PeriodFigures({
  title,
  figures,
  currency,
}: {
  title: string;
  figures: AffiliateFigures;
  currency: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="text-sm">
        {rows.map(([label, format]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1.5 last:border-b-0">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right text-ink tabular-nums [overflow-wrap:anywhere]">
              {format(figures, currency)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The month's figures of each brand side by side (the brands the affiliate's codes brought figures in
 * this month): a column per brand from 640 px, one list per brand on a phone.
 */
function BrandFigures({
  month,
  brands,
  currency,
}: {
  month: string;
  brands: AffiliateBrandFigures[];
  currency: string;
}) {
  const heading = `By brand, ${month}`;
  return (
    <section aria-label={heading} className="mt-6">
      <h3 className="mb-2 text-sm font-semibold text-ink">{heading}</h3>
      <div className="space-y-4 sm:hidden">
        {brands.map((brand) => (
          <PeriodFigures key={brand.brand} title={brand.name} figures={brand} currency={currency} />
        ))}
      </div>
      <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={heading}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Figures of {month} by brand</caption>
          <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Figure
              </th>
              {brands.map((brand) => (
                <th key={brand.brand} scope="col" className="px-3 py-2 text-right font-semibold">
                  {brand.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, format]) => (
              <tr key={label} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-1.5 pr-3 font-normal text-muted">
                  {label}
                </th>
                {brands.map((brand) => (
                  <td key={brand.brand} className="px-3 py-1.5 text-right tabular-nums">
                    {format(brand, currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The month's and the year's figures, from the rollups the dashboard reads: a table of both side by side
 * from 640 px, one list per period under it on a phone (the year's turnover alone is 14 characters).
 */
export function FiguresSection({
  figures,
  currency,
}: {
  figures: AffiliateRecord['figures'];
  currency: string;
}) {
  return (
    <RecordSection title="Figures">
      <div className="space-y-4 sm:hidden">
        <PeriodFigures title={figures.month} figures={figures.this_month} currency={currency} />
        <PeriodFigures title="Last 12 months" figures={figures.last_12_months} currency={currency} />
      </div>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Figures of {figures.month} and of the last 12 months</caption>
        <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Figure
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {figures.month}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              Last 12 months
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, format]) => (
            <tr key={label} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-1.5 pr-3 font-normal text-muted">
                {label}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{format(figures.this_month, currency)}</td>
              <td className="py-1.5 pl-3 text-right tabular-nums">
                {format(figures.last_12_months, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {figures.this_month_by_brand.length > 0 && (
        <BrandFigures month={figures.month} brands={figures.this_month_by_brand} currency={currency} />
      )}
    </RecordSection>
  );
}
