import { NotFoundScreen } from '@/features/misc/components/not-found-screen';

export function Component() {
  return <NotFoundScreen />;
}
