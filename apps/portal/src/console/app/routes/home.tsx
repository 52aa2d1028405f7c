import { Navigate } from 'react-router';
import { useSignedInOperator } from '../../lib/signed-in-operator';
import { homeFor } from '../layouts/sections';

/** The console's address without a screen: each role opens on its first screen (the layout loads the operator first). */
export function Component() {
  const { data: operator } = useSignedInOperator();
  return operator ? <Navigate to={homeFor(operator.role)} replace /> : null;
}
