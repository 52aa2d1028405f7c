/**
 * `npm run openapi`: writes docs/openapi.json from the contract (or to the path given).
 * `npm run openapi -- --check`: exits 1 when docs/openapi.json differs from what the contract generates
 * (the gateway suite checks the same, so `npm test` and CI catch drift).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkOpenApiFile, generateOpenApiJson, OPENAPI_FILE } from './openapi-document.ts';

const args = process.argv.slice(2);
if (args.includes('--check')) {
  const drift = await checkOpenApiFile();
  if (drift) {
    console.error(drift);
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date.');
} else {
  // An explicit path (`npm run openapi -- /tmp/x.json`) writes elsewhere; PUBLIC_URL names another server.
  const file = path.resolve(args[0] ?? OPENAPI_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await generateOpenApiJson(process.env.PUBLIC_URL));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
