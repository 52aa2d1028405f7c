import { fileURLToPath } from 'node:url';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';

/** The portal's Lingui configuration, wherever the build or the tests are started from. */
export const linguiConfigPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`) compiled away at build time: each becomes a call
 * with the message's id, and the English text stays only in the catalogs (docs/architecture.md,
 * "Languages"). Only the source files that import a macro go through Babel (about a third of them):
 * Babel on every source file took a fifth of the portal build's CPU (2 of 11 s).
 */
export function linguiMacros() {
  const linguiConfig = getConfig({ configPath: linguiConfigPath });
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
        rolldown: {
          filter: { id: /[\\/]src[\\/].*\.[jt]sx?$/, code: /@lingui\/(core|react)\/macro/ },
        },
      }),
    ],
  });
}
