import { describe, expect, it } from 'vitest';
import {
  checkOpenApiFile,
  generateOpenApiJson,
  OPENAPI_STALE,
  openApiDrift,
} from '../src/cli/openapi-document.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** The media types an operation's answer of `status` is documented in. */
const mediaTypes = (paths: Paths, path: string, method: string, status: string) =>
  Object.keys(paths[path]?.[method]?.responses[status]?.content ?? {}).sort();

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

describe('the pages a person reads', () => {
  it('are documented as text/html, their refusals too where the page shows them; the API stays JSON', async () => {
    const { paths } = JSON.parse(await generateOpenApiJson()) as { paths: Paths };
    // The demo landing and its pages: HTML; their refusals (a query too long) are the API's JSON.
    for (const path of ['/landing', '/landing/{*}']) {
      expect(mediaTypes(paths, path, 'get', '200'), path).toEqual(['text/html']);
      expect(mediaTypes(paths, path, 'get', '4XX'), path).toEqual(['application/json']);
    }
    // The identity provider's sandbox page: HTML, and an address that opens nothing (404, 410) is a page too.
    const sandbox = '/api/v1/kyc/sandbox/{attemptId}/{secret}';
    expect(mediaTypes(paths, sandbox, 'get', '200')).toEqual(['text/html']);
    expect(mediaTypes(paths, sandbox, 'get', '4XX')).toEqual(['application/json', 'text/html']);
    expect(mediaTypes(paths, sandbox, 'post', '4XX')).toEqual(['application/json', 'text/html']);
    // An API endpoint: JSON only.
    expect(mediaTypes(paths, '/api/v1/auth/login', 'post', '200')).toEqual(['application/json']);
    expect(mediaTypes(paths, '/api/v1/auth/login', 'post', '4XX')).toEqual(['application/json']);
  }, 90_000);
});
