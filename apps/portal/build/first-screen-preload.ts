import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf, filesToPreload } from './chunk-imports.ts';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks of the screen a signed-out visit shows
 * first (the login screen), so they download with the entry instead of after it has run: without them
 * the screen waits for a second round of requests. A signed-in visitor has them cached from signing in.
 */
export function firstScreenPreload(screenModule: string): Plugin {
  return {
    name: 'affiliate-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle as OutputBundle);
        const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(screenModule)));
        if (!screen) throw new Error(`first-screen-preload: no chunk for ${screenModule}.`);
        return filesToPreload(chunks, [screen], html).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
