import { ScreenPlaceholder } from '@/components/screen-placeholder';

export function Component() {
  return <ScreenPlaceholder title="Statement of Account" description="Your monthly statement: opening balance, commissions, withdrawals and closing balance." />;
}
