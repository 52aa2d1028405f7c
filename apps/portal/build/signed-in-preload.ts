import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf, filesToPreload } from './chunk-imports.ts';

/**
 * Lists, in `<meta name="signed-in-chunks">` of index.html, the group chunks every signed-in screen
 * loads (build/signed-in-chunks.ts) and the chunks they import, minus what the page already loads, and
 * adds public/signed-in-preload.js, which preloads them when a session is stored (issue 40). Without it
 * they were a second round of requests, started only once the entry had downloaded and run.
 */
export function signedInPreload(chunkNames: string[]): Plugin {
  return {
    name: 'affiliate-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle as OutputBundle);
        const roots = chunkNames.map((name) => {
          const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
          if (!chunk) throw new Error(`signed-in-preload: no chunk named ${name}.`);
          return chunk;
        });
        const listed = filesToPreload(chunks, roots, html).map((file) => `/${file}`);
        return [
          {
            tag: 'meta',
            attrs: { name: 'signed-in-chunks', content: listed.join(' ') },
            injectTo: 'head' as const,
          },
          {
            tag: 'script',
            attrs: { src: '/signed-in-preload.js', async: true },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
