import { Navigate, useLocation } from 'react-router';
import { routes } from '@/config/routes';

/**
 * /auth has nothing of its own: it goes to /auth/login with the same query. The route's loader does
 * that before anything renders; this element is what a matched route must have (a leaf route without
 * one makes React Router warn), and it redirects the same way should it ever render.
 */
export function AuthRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: routes.authLogin.path, search }} replace />;
}
