import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';

/**
 * Where the affiliate can see a crypto payout on its chain, from the payout reference the payments team
 * entered. A link is offered only when the reference looks like a transaction hash of the option's chain
 * (a free-text note or an internal id would lead to an explorer's "not found" page).
 */
const BARE_HASH = /^[0-9a-fA-F]{64}$/;
const ETHEREUM_HASH = /^0x[0-9a-fA-F]{64}$/;

const explorers: Partial<
  Record<PaymentOptionType, { looksLikeHash: RegExp; url: (hash: string) => string }>
> = {
  BITCOIN: { looksLikeHash: BARE_HASH, url: (hash) => `https://mempool.space/tx/${hash}` },
  USDTTRC20: { looksLikeHash: BARE_HASH, url: (hash) => `https://tronscan.org/#/transaction/${hash}` },
  USDTERC20: { looksLikeHash: ETHEREUM_HASH, url: (hash) => `https://etherscan.io/tx/${hash}` },
  USDC: { looksLikeHash: ETHEREUM_HASH, url: (hash) => `https://etherscan.io/tx/${hash}` },
};

/** The public explorer's page of the payout, or null (e-wallets, or a reference that is not a hash of that chain). */
export function explorerUrl(option: PaymentOptionType | null, reference: string | null): string | null {
  if (!option || !reference) return null;
  const explorer = explorers[option];
  const hash = reference.trim();
  return explorer && explorer.looksLikeHash.test(hash) ? explorer.url(hash) : null;
}

/** References longer than this are shortened on screen (the full one is copied and in the detail view). */
export const SHORT_REFERENCE_MAX = 14;

/** `a1b2c3d4…(64 hex)` -> `a1b2c3…e5f6`: first 6 and last 4 characters; short ones unchanged. */
export function shortReference(reference: string): string {
  return reference.length <= SHORT_REFERENCE_MAX
    ? reference
    : `${reference.slice(0, 6)}…${reference.slice(-4)}`;
}
