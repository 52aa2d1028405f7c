import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_BUILD_STAMP, portalBuilt } from '../src/plugins/portal-build-wait.ts';

// `npm start` builds the portal beside the gateway (PORTAL_BUILDING=1): the gateway prepares the
// database meanwhile and serves only once the build has written its stamp.
describe('waiting for the portal build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('resolves once the build writes its stamp, not before', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    dirs.push(dist);
    let built = false;
    const waiting = portalBuilt(dist).then(() => {
      built = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(built).toBe(false);
    writeFileSync(path.join(dist, PORTAL_BUILD_STAMP), 'hash\n');
    await waiting;
    expect(built).toBe(true);
  });

  it('resolves at once when the build has already finished', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    dirs.push(dist);
    writeFileSync(path.join(dist, PORTAL_BUILD_STAMP), 'hash\n');
    await expect(portalBuilt(dist)).resolves.toBeUndefined();
  });
});
