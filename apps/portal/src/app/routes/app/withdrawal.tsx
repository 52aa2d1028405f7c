import { WithdrawalScreen } from '@/features/withdrawal/components/withdrawal-screen';

export function Component() {
  return <WithdrawalScreen />;
}
