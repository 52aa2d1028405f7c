import { StatementScreen } from '@/features/statement/components/statement-screen';

export function Component() {
  return <StatementScreen />;
}
