import { isLanguage, type Language } from '@affiliate/contract/common/languages';
import type { UpdatePreferencesRequest } from '@affiliate/contract/endpoints/account-settings';
import type { MemberPreferences } from '@affiliate/contract/endpoints/members';
import type { DisplayLanguage } from '@/lib/i18n/language';

/**
 * The language saved on the affiliate's profile (issue 37): the portal's, their mails' and their
 * statements'. Null when the profile holds none the product speaks (an older value): nothing follows it.
 */
export function profileLanguage(preferences: MemberPreferences | undefined): Language | null {
  return isLanguage(preferences?.language) ? preferences.language : null;
}

/**
 * The PUT /bo/me/preferences body that changes the language alone: the saved time zone and email
 * switches go with it as they are (the endpoint takes them all), so edits not saved yet stay unsaved.
 */
export function preferencesWithLanguage(
  preferences: MemberPreferences,
  language: Language,
): UpdatePreferencesRequest {
  const { timezone, emailNotifications, emailEvents } = preferences;
  return { language, timezone, emailNotifications, emailEvents };
}

export type LanguageAfterSignIn =
  { action: 'save'; language: Language } | { action: 'show'; language: Language } | { action: 'keep' };

/**
 * What the portal does with the language when the signed-in affiliate arrives: a language picked
 * before signing in (the sign-in page's picker, a signed-out `?lang=`) is the affiliate's choice, so it
 * goes to the profile; otherwise the profile's language wins, except over a `?lang=` on the address,
 * which holds for this visit. The pseudo-language (the overflow check) is never saved nor replaced.
 */
export function languageAfterSignIn({
  picked,
  profile,
  shown,
  inAddress,
}: {
  /** takePickedWhileSignedOut(): what the visitor picked before signing in, if anything. */
  picked: DisplayLanguage | null;
  profile: Language | null;
  shown: DisplayLanguage;
  /** Whether the address has `?lang=`. */
  inAddress: boolean;
}): LanguageAfterSignIn {
  if (picked !== null)
    return picked !== 'pseudo' && picked !== profile
      ? { action: 'save', language: picked }
      : { action: 'keep' };
  if (inAddress || shown === 'pseudo' || profile === null || profile === shown) return { action: 'keep' };
  return { action: 'show', language: profile };
}
