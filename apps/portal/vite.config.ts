import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiConfigPath, linguiMacros } from './build/lingui-macros.ts';
import tailwindcss from '@tailwindcss/vite';
import { firstScreenPreload } from './build/first-screen-preload.ts';
import { precompress } from './build/precompress.ts';
import { signedInChunks } from './build/signed-in-chunks.ts';
import { SIGNED_IN_USER_PATH, signedInPreload } from './build/signed-in-preload.ts';
import { vendorChunks } from './build/vendor-chunks.ts';

const gateway = 'http://127.0.0.1:3000';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

const isLucideIndex = (id: string) => /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id);

/** The icon modules a source module imports from lucide-react's index (`import { Wallet } from …`). */
function lucideIconsNamedBy(info: ChunkingContext, importer: string, index: string): string[] {
  const source = info.getModuleInfo(importer)?.code ?? '';
  const exported = info.getModuleInfo(index)?.code ?? '';
  const files = new Map<string, string>();
  for (const [, names, file] of exported.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  const folder = index.slice(0, index.lastIndexOf('lucide-react.mjs'));
  const icons: string[] = [];
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g))
    for (const name of names!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
      const file = files.get(name);
      if (file) icons.push(`${folder}icons/${file}`);
    }
  return icons;
}

/**
 * One chunk for the components and icons the login screen shares with other screens (shell, fields,
 * alert, brand mark, lucide icons), minus what the entry already holds. Left to itself the bundler cut
 * them into a dozen sub-kilobyte chunks, each one a request on the first screen's critical path. The
 * screen's own modules (`ownModules`: the login form and its two-factor code step, which use no form
 * library) and what reaches them or the form library stay in the route's chunk, so the signed-in
 * screens, which load this chunk too, take neither.
 */
function firstScreenUiChunk(
  name: string,
  screen: string,
  entry: string,
  ownModules: RegExp,
): CodeSplittingGroup {
  let members: Set<string> | null = null;
  const collect = (info: ChunkingContext) => {
    const reach = (from: string) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || (id.includes('node_modules') && !id.includes('lucide-react'))) return;
        seen.add(id);
        // Through the icon library's index every icon is reachable; follow only the icons the module
        // names, so the signed-in screens' icons stay out of the first screen's chunk.
        for (const imported of info.getModuleInfo(id)?.importedIds ?? [])
          if (isLucideIndex(imported)) for (const icon of lucideIconsNamedBy(info, id, imported)) visit(icon);
          else visit(imported);
      };
      visit(from);
      return seen;
    };
    const usesForms = new Map<string, boolean>();
    const reachesForms = (id: string): boolean => {
      if (id.includes('node_modules')) return /[\\/]react-hook-form[\\/]/.test(id);
      if (ownModules.test(id)) return true;
      const known = usesForms.get(id);
      if (known !== undefined) return known;
      usesForms.set(id, false);
      const result = (info.getModuleInfo(id)?.importedIds ?? []).some(reachesForms);
      usesForms.set(id, result);
      return result;
    };
    const inEntry = reach(entry);
    return new Set([...reach(screen)].filter((id) => !inEntry.has(id) && !reachesForms(id)));
  };
  return {
    name: (id, info) => ((members ??= collect(info)).has(id) ? name : null),
    includeDependenciesRecursively: false,
  };
}

export default defineConfig({
  plugins: [
    react(),
    linguiMacros(),
    lingui({ configPath: linguiConfigPath }),
    tailwindcss(),
    firstScreenPreload('/src/app/routes/auth/login.tsx'),
    signedInPreload(['signed-in', 'session'], SIGNED_IN_USER_PATH),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': gateway,
      '/config.json': gateway,
      '/docs': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The gateway's CSP forbids inline scripts and data: URIs for scripts; keep every asset a file.
    assetsInlineLimit: 0,
    sourcemap: false,
    // The sizes printed after a build, gzipped one by one, were half a second of it; bench/portal-bundle.ts reports them.
    reportCompressedSize: false,
    // dist/.vite/manifest.json lists each route's chunks, for the bundle-size report.
    manifest: true,
    // Every browser the portal supports preloads modules itself (modulepreload: Chrome 66, Safari 17,
    // Firefox 115); the polyfill was half a kilobyte of the first screen's download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...vendorChunks.map((group) => ({ ...group, priority: 1 })),
            firstScreenUiChunk(
              'ui',
              source('app/routes/auth/login.tsx'),
              source('main.tsx'),
              /[\\/]features[\\/]auth[\\/](components[\\/]login-(form|code-step)\.tsx|lib[\\/]login-code-kind\.ts)$/,
            ),
            ...signedInChunks({
              entry: source('main.tsx'),
              login: source('app/routes/auth/login.tsx'),
              maintenanceCheck: source('features/maintenance/api/get-maintenance.ts'),
              layout: [source('app/routes/signed-in-layout.tsx'), source('app/layouts/signed-in-loader.ts')],
              loaders: [
                source('app/layouts/signed-in-loader.ts'),
                ...readdirSync(source('features'), { recursive: true, encoding: 'utf8' })
                  .filter((file) => /[\\/]api[\\/]prefetch-[\w-]+\.ts$/.test(file))
                  .map((file) => source(`features/${file}`)),
              ],
              screens: readdirSync(source('app/routes/app')).map((file) => source(`app/routes/app/${file}`)),
              isLucideIndex,
              lucideIcons: lucideIconsNamedBy,
            }),
          ],
        },
      },
    },
  },
});
