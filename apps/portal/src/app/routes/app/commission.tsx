import { CommissionScreen } from '@/features/commission/components/commission-screen';

export function Component() {
  return <CommissionScreen />;
}
