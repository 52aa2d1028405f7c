import { AffiliateToolsScreen } from '@/features/marketing-tools/components/affiliate-tools-screen';

export function Component() {
  return <AffiliateToolsScreen />;
}
