import { RegisterScreen } from '@/features/auth/apply/components/register-screen';
import { QueryProvider } from '../../provider';

/** The signed-out screens have no query cache; this one reads the terms through it. */
export function Component() {
  return (
    <QueryProvider>
      <RegisterScreen />
    </QueryProvider>
  );
}
