import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The file the portal build writes last, once the portal and the operator console are both built
 * (scripts/portal-build.mjs): its hash of the sources. `npm start` removes it before a build starts.
 */
export const PORTAL_BUILD_STAMP = '.sources-hash';

const POLL_MS = 100;

/**
 * Resolves once the portal build beside this gateway has finished (its stamp is in `portalDist`).
 * `npm start` builds the portal while the gateway prepares the database (PORTAL_BUILDING=1), so neither
 * waits for the other; the gateway serves only once there is a portal to serve. A SIGINT or SIGTERM while
 * waiting rejects, so the caller closes the database before the process ends.
 */
export function portalBuilt(portalDist: string): Promise<void> {
  const stamp = path.join(portalDist, PORTAL_BUILD_STAMP);
  return new Promise((resolve, reject) => {
    const stop = (signal: NodeJS.Signals) => {
      done();
      reject(new Error(`${signal} while waiting for the portal build`));
    };
    const timer = setInterval(() => {
      if (!existsSync(stamp)) return;
      done();
      resolve();
    }, POLL_MS);
    const done = () => {
      clearInterval(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
