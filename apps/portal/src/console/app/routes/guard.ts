import { redirect, type LoaderFunctionArgs } from 'react-router';
import { consoleRoutes, pathUnderBase, signInFor } from '../../config/console-routes';
import { authenticateOperator } from '../../lib/operator-session';
import { useOperatorSession } from '../../lib/operator-session-store';

/**
 * The signed-in routes' loader: a usable operator token (refreshed once if it has expired), else the
 * sign-in page, which continues here afterwards. A session this tab had that could not be renewed ended
 * under the operator's hands: the sign-in page says so.
 */
export async function requireOperator({ request }: LoaderFunctionArgs): Promise<null> {
  const { hadSession } = useOperatorSession.getState();
  try {
    await authenticateOperator();
    return null;
  } catch {
    if (hadSession) useOperatorSession.getState().expire();
    const url = new URL(request.url);
    throw redirect(signInFor(`${pathUnderBase(url.pathname)}${url.search}`));
  }
}

/** The sign-in page's loader: someone signed in already goes home. */
export async function signedOutOnly(): Promise<null> {
  try {
    await authenticateOperator();
  } catch {
    return null;
  }
  throw redirect(consoleRoutes.home.path);
}
