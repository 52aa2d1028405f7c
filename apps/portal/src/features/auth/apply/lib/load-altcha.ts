import type { Strings } from 'altcha/types';

let loading: Promise<void> | null = null;

/**
 * ALTCHA's widget (a web component, about 30 kB compressed) with its styles and the solvers, loaded
 * when the application form shows: a chunk of its own, so no other page downloads it. `altcha/external`
 * is the build without inline workers and styles, which the Content-Security-Policy would refuse.
 */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { registerSolvers } = await import('./altcha-solvers');
    registerSolvers(globalThis.$altcha.algorithms);
  })().catch((reason: unknown) => {
    // A failed download may be retried later (a new visit to the form).
    loading = null;
    throw reason;
  });
  return loading;
}

/** The widget's texts that can show (no code challenges, no footer), in the language on screen. */
export type AltchaTexts = Pick<
  Strings,
  'label' | 'verifying' | 'verified' | 'error' | 'expired' | 'verificationRequired' | 'waitAlert' | 'loading'
>;

/**
 * Gives the widget its texts for `language` (the key it is told to use, in lower case as ALTCHA looks
 * its languages up), over its English defaults for the texts this form never shows.
 */
export function setAltchaTexts(language: string, texts: AltchaTexts): void {
  const { i18n } = globalThis.$altcha;
  i18n.set(language, { ...i18n.get('en'), ...texts });
}
