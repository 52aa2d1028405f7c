import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { chunksOf, filesToPreload } from './chunk-imports.ts';

/**
 * GET /auth/user's address (the contract's `user` endpoint, which Vite's config loader cannot import:
 * src/lib/__tests__/early-answers.test.ts holds the two equal).
 */
export const SIGNED_IN_USER_PATH = '/api/v1/auth/user';

/**
 * Lists, in `<meta name="signed-in-chunks">` of index.html, the group chunks every signed-in screen
 * loads (build/signed-in-chunks.ts) and the chunks they import, minus what the page already loads, and
 * adds public/signed-in-preload.js, which preloads them when a session is stored (issue 40). Without it
 * they were a second round of requests, started only once the entry had downloaded and run. The script
 * also asks for the signed-in user (`<meta name="signed-in-user">`, `userPath`), which the layout waits
 * for behind 'Please stand by': asked with the page, it no longer follows the chunks (lib/early-answers.ts).
 */
export function signedInPreload(chunkNames: string[], userPath: string): Plugin {
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
          { tag: 'meta', attrs: { name: 'signed-in-user', content: userPath }, injectTo: 'head' as const },
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
