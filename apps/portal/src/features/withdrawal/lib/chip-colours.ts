import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';

/**
 * The specification's payment chip colours (theme tokens in index.css), as Tailwind classes written out
 * in full so the build keeps them: the swatch of an option, and the chosen chip's fill with its ink.
 */
export const chipColours: Record<PaymentOptionType, { token: string; swatch: string; chosen: string }> = {
  BITCOIN: {
    token: 'chip-bitcoin',
    swatch: 'bg-chip-bitcoin',
    chosen: 'bg-chip-bitcoin text-chip-bitcoin-ink border-chip-bitcoin',
  },
  NETELLER: {
    token: 'chip-neteller',
    swatch: 'bg-chip-neteller',
    chosen: 'bg-chip-neteller text-chip-neteller-ink border-chip-neteller',
  },
  SKRILL: {
    token: 'chip-skrill',
    swatch: 'bg-chip-skrill',
    chosen: 'bg-chip-skrill text-chip-skrill-ink border-chip-skrill',
  },
  USDTTRC20: {
    token: 'chip-usdt-trc20',
    swatch: 'bg-chip-usdt-trc20',
    chosen: 'bg-chip-usdt-trc20 text-chip-usdt-trc20-ink border-chip-usdt-trc20',
  },
  USDTERC20: {
    token: 'chip-usdt-erc20',
    swatch: 'bg-chip-usdt-erc20',
    chosen: 'bg-chip-usdt-erc20 text-chip-usdt-erc20-ink border-chip-usdt-erc20',
  },
  USDC: {
    token: 'chip-usdc',
    swatch: 'bg-chip-usdc',
    chosen: 'bg-chip-usdc text-chip-usdc-ink border-chip-usdc',
  },
};
