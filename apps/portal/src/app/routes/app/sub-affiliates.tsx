import { SubAffiliatesScreen } from '@/features/sub-affiliates/components/sub-affiliates-screen';

export function Component() {
  return <SubAffiliatesScreen />;
}
