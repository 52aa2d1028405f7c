/**
 * `npm run pglite-template` (run by `npm install`): keeps the installed PGlite's empty cluster, so a new
 * embedded database is unpacked from it rather than initialised (db/pglite-template.ts). Never fails the
 * install: without the template a new database is initialised as before.
 */
import { existsSync } from 'node:fs';
import { templateFile, writeEmptyClusterTemplate } from '../db/pglite-template.ts';

try {
  if (existsSync(templateFile())) console.log(`PGlite's empty cluster is kept in ${templateFile()}.`);
  else {
    const started = performance.now();
    const file = await writeEmptyClusterTemplate();
    console.log(`PGlite's empty cluster kept in ${file} (${Math.round(performance.now() - started)} ms).`);
  }
} catch (error) {
  console.warn(
    "PGlite's empty cluster could not be kept; new embedded databases are initialised instead:",
    error instanceof Error ? error.message : error,
  );
}
