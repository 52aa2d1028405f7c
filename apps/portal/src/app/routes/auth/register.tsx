import { RegisterScreen } from '@/features/auth/apply/components/register-screen';

export function Component() {
  return <RegisterScreen />;
}
