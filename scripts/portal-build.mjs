// `npm run build`: builds the portal (and its operator console) only when its sources changed since the
// last build (portal-sources.mjs): the build was most of a second `npm start`, and the same sources build
// the same files. `--force` builds whatever the stamp says.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { portalSourcesHash, portalUpToDate, root, stampFile } from './portal-sources.mjs';

function main() {
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
  const build = spawnSync('npm', ['run', 'build', '-w', '@affiliate/portal'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${hash}\n`);
}

main();
