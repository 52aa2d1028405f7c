import { useLingui } from '@lingui/react/macro';
import { formatMoney, formatRate } from '@/lib/money';
import { productName, shareRate } from '../lib/commission-words';
import type { DealPart } from '../lib/deal-parts';
import { groupName, YOUR_DEAL, type PartWords } from '../lib/part-words';
import { FigureTable } from './figure-table';

/** The products the deal rates on their own: each one's NGR, its rate and what it pays. */
export function ProductParts({
  products,
  currency,
  words = YOUR_DEAL,
  level,
}: {
  products: DealPart['revenue_share']['products'];
  currency: string;
  words?: PartWords;
  level?: 3 | 4;
}) {
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <FigureTable
      caption={t`Products paid at their own rate`}
      label={groupName(t`Products paid at their own rate`, words)}
      level={level}
      columns={[t`Product`, 'NGR', t(shareRate), t`Paid`]}
      rows={products.map((part) => ({
        key: part.product,
        name: productName(part.product),
        figures: [money(part.ngr), formatRate(part.rate), money(part.paid)],
      }))}
    />
  );
}
