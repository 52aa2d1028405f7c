import { Trans, useLingui } from '@lingui/react/macro';
import { shareRate } from '../lib/commission-words';
import { formatMoney, formatRate } from '@/lib/money';
import type { DealPart } from '../lib/deal-parts';
import { groupName, YOUR_DEAL, type PartWords } from '../lib/part-words';
import { FigureTable, type FigureTableRow } from './figure-table';

type RevenueShare = DealPart['revenue_share'];

/**
 * A ladder's bands, each paid at its own rate: every band of the deal, the unreached ones at 0.00, and
 * what they come to (the gateway's rest and what it pays, which the bands add up to).
 */
export function LadderBands({
  bands,
  share,
  currency,
  paying,
  words = YOUR_DEAL,
  level,
}: {
  bands: NonNullable<RevenueShare['bands']>;
  share: RevenueShare;
  currency: string;
  /** False on a base of 0 or below: every band holds nothing and the rest is not laid over them. */
  paying: boolean;
  words?: PartWords;
  level?: 3 | 4;
}) {
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency);
  const rows: FigureTableRow[] = bands.map((band) => {
    const from = money(band.from);
    return {
      key: band.from,
      name:
        band.to === null ? (
          <span className="whitespace-nowrap">
            <Trans>{from} and above</Trans>
          </span>
        ) : (
          <>
            <span className="whitespace-nowrap">{money(band.from)} –</span>{' '}
            <span className="whitespace-nowrap">{money(band.to)}</span>
          </>
        ),
      figures: [money(band.amount), formatRate(band.rate), money(band.paid)],
    };
  });
  if (paying)
    rows.push({
      key: 'all',
      name: t`All bands`,
      figures: [money(share.rest), null, money(share.rest_paid)],
      total: true,
    });
  return (
    <FigureTable
      caption={t`Bands of the ladder`}
      label={groupName(t`Bands of the ladder`, words)}
      level={level}
      columns={[t`Band of NGR`, t`In band`, t(shareRate), t`Paid`]}
      rows={rows}
    />
  );
}
