import { act } from '@testing-library/react';
import { loadCatalog, showLanguage } from '@/lib/i18n/catalogs';
import type { DisplayLanguage } from '@/lib/i18n/language';

/**
 * Shows the portal in a language for the rest of a test, both catalog parts loaded, as the language
 * picker does; setup-tests.ts puts English back before the next test.
 */
export async function showInLanguage(language: DisplayLanguage): Promise<void> {
  void loadCatalog('first');
  void loadCatalog('portal');
  await act(() => showLanguage(language));
}
