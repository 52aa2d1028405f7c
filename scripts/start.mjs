// The first half of `npm start` (the second is `npm run serve`): when the portal has to be built, the
// database is prepared at the same time (migrated, and created and seeded with the demo when new), since
// the build waits on the bundler and the seed on the embedded database, and the gateway then starts on a
// database with nothing left to do. When the portal is up to date there is nothing to overlap: the gateway
// prepares the database itself as it starts.
import { spawn } from 'node:child_process';
import { portalSourcesHash, portalUpToDate, root } from './portal-sources.mjs';

/** Runs an npm script of the repository; resolves with its exit code. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (portalUpToDate(portalSourcesHash())) {
  process.stdout.write('Portal unchanged since its last build: not rebuilt.\n');
} else {
  const codes = await Promise.all([run(['build']), run(['prepare-database'])]);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
