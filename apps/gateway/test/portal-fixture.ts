import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A small stand-in for the portal build (`apps/portal/dist`): an index.html with its precompressed
 * copies and a hashed asset, and the operator console's page and asset under operator/ as the build
 * writes them. Every test app serves it, as `npm start` serves the real build, because
 * serving the portal changes how the gateway registers its routes: a suite built without it once saw
 * 422 where the running product answered 500.
 */
export function writePortalFixture(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const index =
    '<!doctype html><html lang="en"><title>Portal</title><script type="module" src="/assets/index-a1b2c3.js"></script><div id="root"></div></html>';
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(index));
  writeFileSync(
    path.join(dist, 'assets', 'index-a1b2c3.js'),
    'document.getElementById("root").textContent = "Portal";',
  );
  mkdirSync(path.join(dist, 'operator', 'assets'), { recursive: true });
  const consoleIndex =
    '<!doctype html><html lang="en"><title>Operator console</title><script type="module" src="/operator/assets/index-d4e5f6.js"></script><div id="root"></div></html>';
  writeFileSync(path.join(dist, 'operator', 'index.html'), consoleIndex);
  writeFileSync(path.join(dist, 'operator', 'index.html.br'), brotliCompressSync(consoleIndex));
  writeFileSync(path.join(dist, 'operator', 'index.html.gz'), gzipSync(consoleIndex));
  writeFileSync(
    path.join(dist, 'operator', 'assets', 'index-d4e5f6.js'),
    'document.getElementById("root").textContent = "Operator console";',
  );
  return dist;
}

/** One fixture per test process, shared by every app the process builds. */
export const portalFixtureDist = writePortalFixture();
