import { TwoFactorScreen } from '@/features/security/components/two-factor-screen';

export function Component() {
  return <TwoFactorScreen />;
}
