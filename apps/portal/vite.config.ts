import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

const gateway = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
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
    // dist/.vite/manifest.json lists each route's chunks, for the bundle-size report.
    manifest: true,
  },
});
