import { AccountScreen } from '../../features/account/components/account-screen';
import { useSignedInOperator } from '../../lib/signed-in-operator';

export function Component() {
  const { data: operator } = useSignedInOperator();
  return operator ? <AccountScreen operator={operator} /> : null;
}
