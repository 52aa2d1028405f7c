import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';

/** The portal's Lingui configuration, wherever the build or the tests are started from. */
export const linguiConfigPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`) compiled away at build time: each becomes a call
 * with the message's id, and the English text stays only in the catalogs (docs/architecture.md,
 * "Languages"). Only source files go through Babel; the rest of the build stays with the bundler.
 */
export function linguiMacros() {
  return babel({
    include: /[\\/]src[\\/].*\.[jt]sx?$/,
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }],
    ],
  });
}
