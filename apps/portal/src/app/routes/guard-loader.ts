import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decideNavigation, needsAuthentication, type GuardLocation } from '@/lib/navigation-guard';
import { isAuthenticated } from '@/lib/authentication';

/** The location the user is moving away from, kept by the router (see router.tsx). */
let previousLocation: GuardLocation | null = null;

export function rememberLocation(location: GuardLocation): void {
  previousLocation = { pathname: location.pathname, search: location.search };
}

/** The root route's loader: runs on every navigation and applies the navigation guard. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const to = { pathname: url.pathname, search: url.search };
  const authenticated = needsAuthentication(to.pathname) ? await isAuthenticated() : false;
  const decision = decideNavigation({ to, from: previousLocation, authenticated });
  if (decision.action === 'redirect') throw redirect(decision.to);
  return null;
}
