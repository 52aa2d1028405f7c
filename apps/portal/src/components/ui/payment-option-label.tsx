import { payoutOptions, type PaymentOptionType } from '@affiliate/contract/common/payout-options';
import { cx } from './cx';

/**
 * The specification's payment chip colours (theme tokens in index.css) as a swatch beside the option's
 * name. The classes are written out in full so the build keeps them; the colour is a dot, never the
 * text's background, so the name keeps its contrast whatever the chip colour.
 */
export const paymentChipSwatch: Record<PaymentOptionType, string> = {
  BITCOIN: 'bg-chip-bitcoin',
  NETELLER: 'bg-chip-neteller',
  SKRILL: 'bg-chip-skrill',
  USDTTRC20: 'bg-chip-usdt-trc20',
  USDTERC20: 'bg-chip-usdt-erc20',
  USDC: 'bg-chip-usdc',
};

export function PaymentOptionLabel({ type, className }: { type: PaymentOptionType; className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-1.5 whitespace-nowrap', className)}>
      <span aria-hidden="true" className={cx('size-2.5 shrink-0 rounded-full', paymentChipSwatch[type])} />
      {payoutOptions[type].name}
    </span>
  );
}
