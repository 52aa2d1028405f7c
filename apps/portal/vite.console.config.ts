import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiConfigPath, linguiMacros } from './build/lingui-macros.ts';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { vendorChunks } from './build/vendor-chunks.ts';

const gateway = 'http://127.0.0.1:3000';

/**
 * The operator console's build: a page of its own (console/index.html) served at /operator, written to
 * dist/operator after the portal's build (`npm run build` runs both). It shares the portal's components
 * and generic lib code by import, never a chunk: the portal's build (vite.config.ts) does not see the
 * console, so the affiliates' bundles cannot carry it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./console', import.meta.url)),
  base: '/operator/',
  // The favicon is the portal's (/favicon.svg); the console has no public files of its own.
  publicDir: false,
  plugins: [react(), linguiMacros(), lingui({ configPath: linguiConfigPath }), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': gateway,
      '/config.json': gateway,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/operator', import.meta.url)),
    emptyOutDir: true,
    // The gateway's CSP forbids inline scripts and data: URIs for scripts; keep every asset a file.
    assetsInlineLimit: 0,
    sourcemap: false,
    // The sizes printed after a build, gzipped one by one, were half a second of it; bench/portal-bundle.ts reports them.
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks.map((group) => ({ ...group, priority: 1 })) } },
    },
  },
});
