// Whether the built portal (apps/portal/dist) is a build of the sources as they are now. What the build
// reads is hashed (the portal's and the contract's files, the lockfile, the VITE_* environment); the hash
// is written into the output folder once both builds (portal and operator console) have succeeded. A
// missing or partial output folder has no matching stamp, so it counts as out of date.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const portal = path.join(root, 'apps/portal');
const dist = path.join(portal, 'dist');
export const stampFile = path.join(dist, '.sources-hash');

/** The folders and files the portal build reads (folders walked, minus installed and built files). */
const inputs = [
  'apps/portal',
  'packages/contract',
  'package-lock.json',
  'package.json',
  'tsconfig.base.json',
  'scripts/portal-sources.mjs',
  'scripts/portal-build.mjs',
];
const skipped = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

/** The files of one input, relative to the root: itself, or every file under it. */
function filesOf(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) return filesOf(child);
    return entry.isFile() ? [child] : [];
  });
}

/** One hash of every input file's path and bytes, in a fixed order, and the build's environment. */
export function portalSourcesHash() {
  const hash = createHash('sha256');
  const files = inputs.flatMap(filesOf).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const viteEnv = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  hash.update(viteEnv.join('\n'));
  return hash.digest('hex');
}

/** True when dist holds a complete build of exactly these sources. */
export function portalUpToDate(hash) {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(path.join(dist, 'operator/index.html')))
    return false;
  try {
    return readFileSync(stampFile, 'utf8').trim() === hash;
  } catch {
    return false;
  }
}
