import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Withdrawal" description="Request a payout by Bitcoin, Neteller, Skrill, USDT (TRC20 or ERC20) or USDC." />;
}
