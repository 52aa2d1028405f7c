// `npm start`: the gateway (`npm run serve`), and the portal build beside it when the portal's sources
// changed since its last build. The two overlap: the build waits on the bundler and the gateway, started
// with PORTAL_BUILDING=1, meanwhile prepares the database (migrated; created and seeded with the demo when
// new), then waits for the build's stamp before it serves. A build that fails stops the gateway.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { portalSourcesHash, portalUpToDate, root, stampFile } from './portal-sources.mjs';

/**
 * A child in this process group (a Ctrl-C or a stop of the group reaches it directly); `exited` resolves
 * with its exit code.
 */
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { child, exited };
}

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

const building = !portalUpToDate(portalSourcesHash());
if (!building) process.stdout.write('Portal unchanged since its last build: not rebuilt.\n');
// Gone before either starts: the gateway must not take a previous build's stamp for this one's.
else rmSync(stampFile, { force: true });

// The gateway is `npm run serve` (npm passes a SIGINT or SIGTERM sent to it on to the script); the build
// is `npm run build`'s script run directly, npm's start was a third of a second before the bundler's.
const gateway = run(
  'npm',
  ['run', '--silent', 'serve'],
  building ? { ...process.env, PORTAL_BUILDING: '1' } : process.env,
);
const build = building
  ? run(process.execPath, [path.join(root, 'scripts/portal-build.mjs')], {
      ...process.env,
      PORTAL_BUILD_NICENESS: '10',
    })
  : null;
// A signal sent to this process alone (as npm passes one on to `npm start`) is passed on in turn.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop(gateway.child, signal);
    if (build) stop(build.child, signal);
  });

if (build)
  void build.exited.then((code) => {
    if (code === 0) return;
    console.error(`The portal build failed (exit ${code}): stopping the gateway.`);
    stop(gateway.child);
    void gateway.exited.then(() => process.exit(code));
  });
const code = await gateway.exited;
if (build) stop(build.child);
process.exit(code);
