import { RegisterAnswerScreen } from '@/features/auth/apply/components/register-answer-screen';
import { QueryProvider } from '../../provider';

/** The signed-out screens have no query cache; this one reads the question through it. */
export function Component() {
  return (
    <QueryProvider>
      <RegisterAnswerScreen />
    </QueryProvider>
  );
}
