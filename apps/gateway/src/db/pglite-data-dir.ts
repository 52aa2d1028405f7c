import { existsSync } from 'node:fs';
import path from 'node:path';

// Apart from the driver, which loads PGlite: the starting gateway asks this before it loads anything else.
/** Whether the data directory holds no database yet (PG_VERSION is the first file initdb writes). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}
