// `npm run build`: builds the portal (and its operator console) only when its sources changed since the
// last build (portal-sources.mjs): the build was most of a second `npm start`, and the same sources build
// the same files. `--force` builds whatever the stamp says.
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { portalSourcesHash, portalUpToDate, root, stampFile } from './portal-sources.mjs';

const portal = path.join(root, 'apps/portal');
/** The portal's page, then the operator console's into dist/operator (the portal's build empties dist). */
const configs = ['vite.config.ts', 'vite.console.config.ts'];

async function main() {
  const started = performance.now();
  const hash = portalSourcesHash();
  if (!process.argv.includes('--force') && portalUpToDate(hash)) {
    process.stdout.write(
      `Portal unchanged since its last build: not rebuilt (${Math.round(performance.now() - started)} ms to check).\n`,
    );
    return;
  }
  // Gone before the build starts: a build that fails half-way leaves no stamp, so it is built again.
  rmSync(stampFile, { force: true });
  // `npm start` builds beside the gateway's seeding of a new database, which is one thread the start
  // waits for, while the bundler's threads can wait: a nicer build leaves that thread its core.
  const niceness = Number(process.env.PORTAL_BUILD_NICENESS ?? 0);
  if (niceness > 0) {
    try {
      setPriority(niceness);
    } catch {
      // Not permitted here: built at the usual priority.
    }
  }
  // Both builds in this process through Vite's API: a `vite build` process each, behind npm, was two more
  // Node starts and Vite's plugins loaded twice, 3 of the build's 16 s of CPU.
  const { build } = await import(
    pathToFileURL(createRequire(path.join(portal, 'package.json')).resolve('vite')).href
  );
  process.chdir(portal);
  for (const config of configs) await build({ configFile: path.join(portal, config) });
  writeFileSync(stampFile, `${hash}\n`);
}

try {
  await main();
} catch (error) {
  // Vite's API prints that the build failed, not why.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
