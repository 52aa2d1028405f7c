import { ChangesScreen } from '@/features/changes/components/changes-screen';

export function Component() {
  return <ChangesScreen />;
}
