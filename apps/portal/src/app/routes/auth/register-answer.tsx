import { RegisterAnswerScreen } from '@/features/auth/apply/components/register-answer-screen';

export function Component() {
  return <RegisterAnswerScreen />;
}
