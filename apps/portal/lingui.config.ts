import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The portal's message catalogs (issue 37; docs/architecture.md, "Languages"): English, the
 * specification's text word for word, is the source; every other language must translate every message
 * (scripts/check-catalogs.ts fails the build otherwise). Two catalogs per language: `first` holds what the
 * sign-in page can show (its screen, the shell around every page, the sign-in call's messages; its
 * title is its heading's message) and loads
 * with every page, preloaded by the gateway; `portal` holds everything else and loads with the signed-in
 * layout and the other signed-out screens (src/app/router.tsx), so the login route does not download the
 * whole product's texts. The overflow check's pseudo-language (40 % longer, accented) is made from English
 * at run time (src/lib/i18n/pseudo-catalog.ts), so it has no catalog.
 */
const first = [
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/app/routes/root.tsx',
  '<rootDir>/src/app/routes/route-error.tsx',
  '<rootDir>/src/app/routes/auth/login.tsx',
  '<rootDir>/src/features/auth/components/auth-shell.tsx',
  '<rootDir>/src/features/auth/components/login-screen.tsx',
  '<rootDir>/src/features/auth/components/login-form.tsx',
  '<rootDir>/src/features/auth/components/login-code-step.tsx',
  '<rootDir>/src/features/auth/lib',
  '<rootDir>/src/features/auth/api',
  '<rootDir>/src/components/skip-link.tsx',
  '<rootDir>/src/components/brand-mark.tsx',
  '<rootDir>/src/components/language-picker.tsx',
  '<rootDir>/src/components/ui/alert.tsx',
  '<rootDir>/src/components/ui/button.tsx',
  '<rootDir>/src/components/ui/form-field.tsx',
  '<rootDir>/src/components/ui/spinner.tsx',
  // What the sign-in call and the guard say (the rest of lib/ speaks on signed-in screens only).
  '<rootDir>/src/lib/api-error.ts',
  '<rootDir>/src/lib/form-errors.ts',
  '<rootDir>/src/lib/validation.ts',
  '<rootDir>/src/lib/signed-out.ts',
  '<rootDir>/src/lib/navigation-guard.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-BR', 'es', 'de'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/first', include: first, exclude: ['**/__tests__/**'] },
    {
      path: '<rootDir>/src/locales/{locale}/portal',
      include: ['<rootDir>/src'],
      // Exclusions are file patterns: a folder is excluded with everything under it.
      exclude: [...first, '<rootDir>/src/console', '<rootDir>/src/testing']
        .map((entry) => (/\.[jt]sx?$/.test(entry) ? entry : `${entry}/**`))
        .concat('**/__tests__/**'),
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
