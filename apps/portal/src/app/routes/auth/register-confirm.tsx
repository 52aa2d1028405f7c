import { RegisterConfirmScreen } from '@/features/auth/apply/components/register-confirm-screen';

export function Component() {
  return <RegisterConfirmScreen />;
}
