import { ReferralsScreen } from '@/features/referrals/components/referrals-screen';

export function Component() {
  return <ReferralsScreen />;
}
