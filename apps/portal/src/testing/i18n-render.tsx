import type { JSXElementConstructor, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** A test's wrapper (if any) inside the language context the portal's entry provides. */
export function withLanguage(Inner?: Wrapper): Wrapper {
  return function LanguageWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
