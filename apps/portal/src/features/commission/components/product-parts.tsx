import { formatMoney, formatRate } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import { productName } from '../lib/commission-words';
import { FigureTable } from './figure-table';

/** The products the deal rates on their own: each one's NGR, its rate and what it pays. */
export function ProductParts({
  products,
  currency,
}: {
  products: CommissionCurrent['revenue_share']['products'];
  currency: string;
}) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <FigureTable
      caption="Products paid at their own rate"
      columns={['Product', 'NGR', 'Rate', 'Paid']}
      rows={products.map((part) => ({
        key: part.product,
        name: productName(part.product),
        figures: [money(part.ngr), formatRate(part.rate), money(part.paid)],
      }))}
    />
  );
}
