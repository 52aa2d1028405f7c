import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

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
        const chunks = Object.values(bundle as OutputBundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        );
        const screen = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(screenModule)));
        if (!screen) throw new Error(`first-screen-preload: no chunk for ${screenModule}.`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const collect = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byName.get(imported);
            if (next) collect(next);
          }
        };
        collect(screen);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
