import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { routes } from '@/config/routes';

/**
 * Why the portal signed the affiliate out on its own, carried to the sign-in page in its address
 * (`/auth/login?signed_out=suspended`), so the page says it even after the reload that leaves the
 * signed-in screens. Only known reasons are shown: the text is the portal's, never the address's.
 */
export const SIGNED_OUT_PARAM = 'signed_out';

const notices = {
  suspended: msg`You have been signed out because this account is suspended. Please contact your affiliate manager.`,
} as const;

export type SignedOutReason = keyof typeof notices;

/** The sign-in page's notice for its query string, in the language shown, or null. */
export function signedOutNotice(search: string): string | null {
  const reason = new URLSearchParams(search).get(SIGNED_OUT_PARAM);
  return reason !== null && Object.hasOwn(notices, reason)
    ? i18n._(notices[reason as SignedOutReason])
    : null;
}

/** The sign-in page that says why. */
export function signedOutLocation(reason: SignedOutReason): string {
  return `${routes.authLogin.path}?${new URLSearchParams({ [SIGNED_OUT_PARAM]: reason }).toString()}`;
}

let leaving = false;

/**
 * The account was suspended while this tab was open (the gateway's 20105 on a request or its refresh):
 * clear the local session and caches (logout, loaded only now), then open the sign-in page that says
 * why. Once per tab, however many requests were refused together.
 */
export function signOutSuspended(go: (location: string) => void = (to) => window.location.replace(to)): void {
  if (leaving) return;
  leaving = true;
  void import('./logout')
    .then(({ logout }) => logout())
    .catch(() => undefined)
    .finally(() => go(signedOutLocation('suspended')));
}
