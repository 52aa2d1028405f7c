import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivePaymentOption } from '@affiliate/contract/endpoints/payments';
import { Alert } from '@/components/ui/alert';
import { formatAssetAmount } from '@/lib/asset-amounts';
import { formatMoney } from '@/lib/money';
import { positiveMoney } from '@affiliate/contract/endpoints/payments';
import { bitcoinAdjustmentQueryOptions } from '../api/get-bitcoin-adjustment';
import { rateQueryOptions } from '../api/get-rate';
import {
  cryptoEquivalent,
  netAfterFee,
  networkFeeLine,
  rateBlocker,
  rateTimeLabel,
} from '../lib/crypto-quote';
import { compareDecimals } from '@/lib/decimal-units';
import { typedAmount } from '../lib/withdrawal-form';

type QuotedOption = Pick<ActivePaymentOption, 'type' | 'name' | 'rate_asset' | 'unit' | 'currency'>;

/** What the quote of a crypto option says about sending: null when it can be sent, else why not. */
export interface CryptoQuoteState {
  blocker: string | null;
  loading: boolean;
}

/**
 * The rate (and for Bitcoin the network fee) of a crypto option, and whether they allow a withdrawal
 * now. The quote below and the form's submit read the same queries.
 */
export function useCryptoQuote(option: QuotedOption, amount: string) {
  const { t } = useLingui();
  const asset = option.rate_asset;
  const optionName = option.name;
  const rate = useQuery({ ...rateQueryOptions(asset ?? 'BITCOIN'), enabled: asset !== null });
  const adjustment = useQuery({ ...bitcoinAdjustmentQueryOptions(), enabled: option.type === 'BITCOIN' });
  const typed = positiveMoney.safeParse(typedAmount(amount));
  const gross = typed.success && rate.data ? cryptoEquivalent(typed.data, rate.data.rate) : undefined;
  const net = gross && adjustment.data ? netAfterFee(gross, adjustment.data.amount) : undefined;
  const notCovered = net !== undefined && compareDecimals(net, '0') !== 1;
  let blocker: string | null = null;
  if (asset !== null) {
    if (rate.isError) blocker = t`We could not load the ${optionName} rate. Try again in a moment.`;
    else if (rate.data) blocker = rateBlocker(rate.data, option.name);
    if (!blocker && notCovered) {
      const fee = formatAssetAmount(adjustment.data?.amount, adjustment.data?.unit);
      blocker = t`The amount does not cover the network fee of ${fee}.`;
    }
  }
  const loading = asset !== null && (rate.isPending || (option.type === 'BITCOIN' && adjustment.isPending));
  return {
    rate: rate.data,
    adjustment: option.type === 'BITCOIN' ? adjustment.data : undefined,
    gross,
    net,
    blocker,
    loading,
  };
}

/** The amount's equivalent at the current rate, the rate's time, and for Bitcoin the fee and what is sent. */
export function CryptoQuote({
  option,
  quote,
}: {
  option: QuotedOption;
  quote: ReturnType<typeof useCryptoQuote>;
}) {
  const { t } = useLingui();
  if (option.rate_asset === null) return null;
  const { rate, adjustment, gross, net, blocker } = quote;
  const unit = option.unit;
  const sent = net ? formatAssetAmount(net, unit) : '';
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {rate?.rate && !rate.stale && (
        <div className="rounded-lg border border-line bg-canvas px-3 py-2.5 text-sm text-ink">
          <p className="font-medium tabular-nums">
            {gross ? `≈ ${formatAssetAmount(gross, option.unit)}` : t`Enter an amount to see it in ${unit}.`}
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {rate.observed_at ? `${rateTimeLabel(rate.observed_at)}: ` : ''}1 {option.unit} ={' '}
            {formatMoney(rate.rate, 'EUR')}
          </p>
          {adjustment && (
            <>
              <p className="mt-2 tabular-nums">{networkFeeLine(adjustment)}</p>
              {net && compareDecimals(net, '0') === 1 && (
                <p className="font-medium tabular-nums">
                  <Trans>Sent to your wallet: ≈ {sent}</Trans>
                </p>
              )}
            </>
          )}
        </div>
      )}
      {blocker && <Alert>{blocker}</Alert>}
    </div>
  );
}
