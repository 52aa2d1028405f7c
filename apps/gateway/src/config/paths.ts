import { fileURLToPath } from 'node:url';
import path from 'node:path';

// `npm start` runs with cwd apps/gateway and the CLI may run from anywhere: anchor default paths to this
// file's location (apps/gateway/src/config) rather than to the working directory.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const defaultDataDir = path.join(repoRoot, 'data');
export const defaultPortalDist = path.join(repoRoot, 'apps/portal/dist');
