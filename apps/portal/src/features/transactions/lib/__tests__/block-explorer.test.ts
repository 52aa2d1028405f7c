import { describe, expect, it } from 'vitest';
import { explorerUrl, shortReference } from '../block-explorer';

const HEX64 = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566e5f6';
const BTC_HASH = HEX64.slice(0, 64);

describe('the block explorer of a payout', () => {
  it('links a Bitcoin or TRON hash (64 hex) to its chain', () => {
    expect(explorerUrl('BITCOIN', BTC_HASH)).toBe(`https://mempool.space/tx/${BTC_HASH}`);
    expect(explorerUrl('USDTTRC20', BTC_HASH)).toBe(`https://tronscan.org/#/transaction/${BTC_HASH}`);
  });

  it('links an Ethereum hash (0x and 64 hex) for USDT ERC20 and USDC', () => {
    expect(explorerUrl('USDTERC20', `0x${BTC_HASH}`)).toBe(`https://etherscan.io/tx/0x${BTC_HASH}`);
    expect(explorerUrl('USDC', `0x${BTC_HASH}`)).toBe(`https://etherscan.io/tx/0x${BTC_HASH}`);
  });

  it('gives no link when the reference is not a hash of that chain, or for an e-wallet', () => {
    expect(explorerUrl('BITCOIN', `0x${BTC_HASH}`)).toBeNull();
    expect(explorerUrl('USDC', BTC_HASH)).toBeNull();
    expect(explorerUrl('BITCOIN', BTC_HASH.slice(1))).toBeNull();
    expect(explorerUrl('USDTTRC20', `${BTC_HASH.slice(1)}g`)).toBeNull();
    expect(explorerUrl('BITCOIN', 'NT-E2E-123')).toBeNull();
    expect(explorerUrl('NETELLER', BTC_HASH)).toBeNull();
    expect(explorerUrl(null, BTC_HASH)).toBeNull();
    expect(explorerUrl('BITCOIN', null)).toBeNull();
  });

  it('shortens a long reference to its first 6 and last 4 characters', () => {
    expect(shortReference(BTC_HASH)).toBe(`${BTC_HASH.slice(0, 6)}…${BTC_HASH.slice(-4)}`);
    expect(shortReference('NT-E2E-abcdef123456')).toBe('NT-E2E…3456');
    expect(shortReference('PAY-12345')).toBe('PAY-12345');
  });
});
