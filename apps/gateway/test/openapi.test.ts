import { describe, expect, it } from 'vitest';
import { checkOpenApiFile, OPENAPI_STALE, openApiDrift } from '../src/cli/openapi-document.ts';

describe('docs/openapi.json', () => {
  it('is what the contract generates (else: npm run openapi)', async () => {
    const drift = await checkOpenApiFile();
    expect(drift, drift ?? '').toBeNull();
  }, 90_000);

  it('says which line drifted, and how to mend it', () => {
    const generated = '{\n  "a": 1,\n  "b": 2\n}\n';
    expect(openApiDrift(generated, generated)).toBeNull();
    const drift = openApiDrift('{\n  "a": 1,\n  "b": 3\n}\n', generated);
    expect(drift).toContain(OPENAPI_STALE);
    expect(drift).toContain('line 3');
    expect(drift).toContain('committed: "b": 3');
    expect(drift).toContain('generated: "b": 2');
    expect(openApiDrift(null, generated)).toBe(`${OPENAPI_STALE} (the file is missing).`);
    expect(openApiDrift('{\n', generated)).toContain('line 2');
  });
});
