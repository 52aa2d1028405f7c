/**
 * `npm run bench:portal`: the JavaScript and CSS a browser downloads to show a route of the built
 * portal, raw, gzip and brotli (DESIGN section 7): the entry chunk and its static imports, plus each lazily
 * loaded route module on the way to the screen and their static imports, each file counted once.
 * Reads apps/portal/dist (build first: the root script does).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The lazily loaded modules between the entry and each screen (see apps/portal/src/app/router.tsx). */
const routes: Array<{ name: string; path: string; modules: string[] }> = [
  { name: 'login', path: '/auth/login', modules: ['src/app/routes/auth/login.tsx'] },
  { name: 'dashboard', path: '/', modules: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/app/dashboard.tsx'] },
  { name: 'referrals', path: '/referrals', modules: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/app/referrals.tsx'] },
];

function collect(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: has the router changed?`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const sizes = new Map<string, { raw: number; gzip: number; br: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(dist, file));
    // What the gateway sends a browser that accepts brotli: the build's .br copy, or the file itself
    // when it is too small to have one; gzip level 9 for comparison with other reports.
    const brotli = path.join(dist, `${file}.br`);
    size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, br: existsSync(brotli) ? statSync(brotli).size : content.length };
    sizes.set(file, size);
  }
  return size;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the build manifest.');

const lines = ['| route | path | JS files | JS kB | JS kB gzip | JS kB brotli (sent) | CSS kB brotli | of which the route itself, JS kB brotli |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |'];
for (const route of routes) {
  const entry = new Set<string>();
  collect(entryKey, entry);
  const files = new Set(entry);
  for (const module of route.modules) collect(module, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  const sum = (list: string[], kind: 'raw' | 'gzip' | 'br') => list.reduce((total, file) => total + sizeOf(file)[kind], 0);
  const own = js.filter((file) => !entry.has(file));
  lines.push(`| ${route.name} | ${route.path} | ${js.length} | ${kB(sum(js, 'raw'))} | ${kB(sum(js, 'gzip'))} | ${kB(sum(js, 'br'))} | ${kB(sum(css, 'br'))} | ${kB(sum(own, 'br'))} |`);
}
console.log(`Initial download per route of the built portal (the gateway sends the brotli copies):\n\n${lines.join('\n')}`);
