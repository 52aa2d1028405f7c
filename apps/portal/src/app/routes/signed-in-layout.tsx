import { QueryProvider } from '../provider';
import { SignedInLayout } from '../layouts/signed-in-layout';

export function Component() {
  return (
    <QueryProvider>
      <SignedInLayout />
    </QueryProvider>
  );
}
