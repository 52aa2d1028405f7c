import { SignedInLayout } from '../layouts/signed-in-layout';

export function Component() {
  return <SignedInLayout />;
}
