import { describe, expect, it } from 'vitest';
import { pathUnderBase, returnPath, signInFor } from '../console-routes';

describe('where signing in continues', () => {
  it("is the console's signed-in page the sign-in link names, with its query", () => {
    expect(returnPath('?redirect=%2Foperators%3Fstatus%3Dactive')).toBe('/operators?status=active');
    expect(returnPath('?redirect=%2Faccount')).toBe('/account');
    expect(returnPath('?redirect=%2Faffiliates%2F42')).toBe('/affiliates/42');
    expect(returnPath('?redirect=%2Faffiliates%3Fq%3Danna')).toBe('/affiliates?q=anna');
    expect(returnPath('?redirect=%2Fapplications%2F9')).toBe('/applications/9');
    expect(returnPath('?redirect=%2Fapplications%3Fstatus%3Dapproved')).toBe('/applications?status=approved');
    expect(returnPath('?redirect=%2Fdata%2Fuploads%2F41')).toBe('/data/uploads/41');
    expect(returnPath('?redirect=%2Fdata%3Ffeed%3Dactivity')).toBe('/data?feed=activity');
  });

  it("is home for an affiliate's record or an application of no real id, or the route's own pattern", () => {
    for (const target of [
      '/applications/abc',
      '/applications/0',
      '/applications/:applicationId',
      '/affiliates/abc',
      '/affiliates/0',
      '/affiliates/:memberId',
      '/affiliates/42/extra',
      '/affiliates/12345678901',
      '/data/uploads/0',
      '/data/uploads/:uploadId',
    ]) {
      expect(returnPath(`?${new URLSearchParams({ redirect: target })}`), target).toBe('/');
    }
  });

  it('is home for anything else: another site, a signed-out page, an unknown page, nothing', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/operators',
      'javascript:alert(1)',
      '/sign-in',
      '/invitation',
      '/nothing-here',
      '',
    ]) {
      expect(returnPath(`?${new URLSearchParams({ redirect: target })}`), target).toBe('/');
    }
    expect(returnPath('')).toBe('/');
  });

  it('is named by the sign-in page for a visit, except home', () => {
    expect(signInFor('/operators?status=active')).toBe('/sign-in?redirect=%2Foperators%3Fstatus%3Dactive');
    expect(signInFor('/')).toBe('/sign-in');
    expect(returnPath(signInFor('/operators').slice('/sign-in'.length))).toBe('/operators');
  });

  it('reads browser paths under /operator as the router does', () => {
    expect(pathUnderBase('/operator/sign-in/')).toBe('/sign-in');
    expect(pathUnderBase('/operator')).toBe('/');
  });
});
