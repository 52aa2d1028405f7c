import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { languageNames, languages, type Language } from '@affiliate/contract/common/languages';
import { showLanguage } from '@/lib/i18n/catalogs';
import { rememberLanguage } from '@/lib/i18n/choose-language';
import { currentLanguage } from '@/lib/i18n/language';
import { cx } from './ui/cx';

/**
 * The language the portal shows, each language named in itself. `onPicked` runs once the screens show
 * the new language (the sign-in page keeps it for the profile; Settings saves it there).
 */
export function LanguagePicker({
  className,
  onPicked,
}: {
  className?: string;
  onPicked?: (language: Language) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const shown = currentLanguage();
  const pick = async (language: Language) => {
    rememberLanguage(language);
    await showLanguage(language);
    onPicked?.(language);
  };
  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-muted">
        {t`Language`}
      </label>
      <select
        id={id}
        // The select re-renders with the language it switched to.
        key={i18n.locale}
        value={shown === 'pseudo' ? 'en' : shown}
        onChange={(event) => void pick(event.target.value as Language)}
        className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
