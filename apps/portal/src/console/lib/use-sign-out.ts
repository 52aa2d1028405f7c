import { useNavigate } from 'react-router';
import { consoleRoutes } from '../config/console-routes';
import { signOutOperator } from './operator-session';

/** Signs the operator out and shows the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOutOperator();
    await navigate(consoleRoutes.signIn.path, { replace: true });
  };
}
