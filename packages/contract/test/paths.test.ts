import { describe, expect, it } from 'vitest';
import { api, fillPath, toColonPath } from '../src/index.ts';

describe('endpoint paths', () => {
  it('turns the specification placeholders into router params', () => {
    expect(toColonPath('/api/v1/affiliate/{id}/banner/{bannerId}/html')).toBe(
      '/api/v1/affiliate/:id/banner/:bannerId/html',
    );
  });

  it('fills placeholders and encodes their values', () => {
    expect(fillPath('/api/v1/operator/settings/{code}', { code: 'system.maintenance' })).toBe(
      '/api/v1/operator/settings/system.maintenance',
    );
    expect(fillPath('/api/v1/kyc/status/{memberId}', { memberId: 'a/b' })).toBe('/api/v1/kyc/status/a%2Fb');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/api/v1/affiliate/{id}/member', {})).toThrow(/Missing path parameter id/);
  });

  it('keeps every API endpoint under the versioned base path, each method and path once', () => {
    const all = Object.values(api).flatMap((group) => Object.values(group));
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    // The tracking redirect and the demo landing page are the pages a player's browser opens from an
    // affiliate's link, not API calls: short, unversioned addresses, since published links live for years.
    const pages = new Set<string>(Object.values(api.tracking).map((e) => e.path));
    expect([...pages].sort()).toEqual(['/landing', '/landing/*', '/r/{referralCode}']);
    for (const e of all) if (!pages.has(e.path)) expect(e.path.startsWith('/api/v1/')).toBe(true);
  });

  it('keeps operator endpoints apart from the ones a browser calls', () => {
    for (const e of Object.values(api.operator)) {
      expect(e.access).toBe('operator');
      expect(e.path.startsWith('/api/v1/operator/')).toBe(true);
    }
  });
});
