import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { memberQueryOptions } from '@/api/get-member';
import { showLanguage } from '@/lib/i18n/catalogs';
import { languageInAddress, rememberLanguage, takePickedWhileSignedOut } from '@/lib/i18n/choose-language';
import { currentLanguage } from '@/lib/i18n/language';
import { useUpdatePreferences } from '../api/update-preferences';
import { languageAfterSignIn, preferencesWithLanguage, profileLanguage } from './profile-language';

/**
 * Once the signed-in layout knows the affiliate (their member with preferences), brings the portal's
 * language and the profile's together, once per arrival (lib/profile-language.ts says which wins): a
 * language picked before signing in is saved to the profile; else the profile's is shown and kept for
 * this device. The layout fetches the member; this only reads it.
 */
export function useProfileLanguage(): void {
  const { data: member } = useQuery({ ...memberQueryOptions(), enabled: false });
  const { search } = useLocation();
  const save = useUpdatePreferences();
  const { mutate } = save;
  const settled = useRef(false);

  useEffect(() => {
    const preferences = member?.preferences;
    if (settled.current || !preferences) return;
    settled.current = true;
    const next = languageAfterSignIn({
      picked: takePickedWhileSignedOut(),
      profile: profileLanguage(preferences),
      shown: currentLanguage(),
      inAddress: languageInAddress(search) !== null,
    });
    // A save that fails leaves the profile's language as it was; the portal keeps the one picked.
    if (next.action === 'save') mutate(preferencesWithLanguage(preferences, next.language));
    if (next.action === 'show') {
      rememberLanguage(next.language);
      // Should its texts not load, the portal stays in the language it shows.
      showLanguage(next.language).catch(() => undefined);
    }
  }, [member, search, mutate]);
}
