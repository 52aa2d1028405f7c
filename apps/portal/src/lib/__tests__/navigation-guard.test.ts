import { describe, expect, it } from 'vitest';
import { decideNavigation, signInDestination } from '../navigation-guard';

const at = (path: string) => {
  const [pathname = '/', query] = path.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};

describe('navigation guard', () => {
  const protectedPaths = [
    '/',
    '/dashboard',
    '/withdrawal',
    '/referrals',
    '/commission',
    '/transaction-history',
    '/statement-of-account',
    '/affilliate-tools',
    '/notification',
    '/settings',
    '/contact',
    '/change-password',
    '/google-authenticator',
    '/kyc?result=success',
  ];

  it.each(protectedPaths)(
    'sends a signed-out visit of %s to /auth/login, keeping where it was going',
    (path) => {
      const to = path === '/' ? '/auth/login' : `/auth/login?redirect=${encodeURIComponent(path)}`;
      expect(decideNavigation({ to: at(path), from: null, authenticated: false })).toEqual({
        action: 'redirect',
        to,
      });
    },
  );

  describe('signInDestination', () => {
    const origin = 'http://127.0.0.1:3000';
    it.each(['/kyc', '/kyc?result=success', '/withdrawal', '/affilliate-tools'])(
      'continues at the protected route %s',
      (path) => {
        expect(signInDestination(`?redirect=${encodeURIComponent(path)}`, origin)).toBe(path);
      },
    );
    it.each([
      '',
      '?redirect=',
      '?redirect=https%3A%2F%2Fevil.example%2Fkyc',
      '?redirect=%2F%2Fevil.example%2Fkyc',
      '?redirect=%2F%5Cevil.example',
      '?redirect=javascript%3Aalert(1)',
      '?redirect=kyc',
      '?redirect=%2Fauth%2Flogin',
      '?redirect=%2Fnowhere',
    ])('goes home for %s (never off-site, never a public page)', (search) => {
      expect(signInDestination(search, origin)).toBe('/');
    });
  });

  it.each(protectedPaths)('lets a signed-in user open %s', (path) => {
    expect(decideNavigation({ to: at(path), from: null, authenticated: true })).toEqual({ action: 'allow' });
  });

  it.each(['/auth', '/auth/login', '/auth/forgot-password'])(
    'sends a signed-in visit of the public route %s to /',
    (path) => {
      expect(decideNavigation({ to: at(path), from: at('/withdrawal'), authenticated: true })).toEqual({
        action: 'redirect',
        to: '/',
      });
    },
  );

  it('lets a signed-out visitor open login and forgot-password', () => {
    expect(decideNavigation({ to: at('/auth/login'), from: null, authenticated: false })).toEqual({
      action: 'allow',
    });
    expect(decideNavigation({ to: at('/auth/forgot-password'), from: null, authenticated: false })).toEqual({
      action: 'allow',
    });
  });

  it('sends /auth to /auth/login', () => {
    expect(decideNavigation({ to: at('/auth'), from: null, authenticated: false })).toEqual({
      action: 'redirect',
      to: '/auth/login',
    });
  });

  it('exempts the maintenance route from both rules', () => {
    expect(decideNavigation({ to: at('/maintenance'), from: null, authenticated: false })).toEqual({
      action: 'allow',
    });
    expect(decideNavigation({ to: at('/maintenance'), from: at('/'), authenticated: true })).toEqual({
      action: 'allow',
    });
  });

  it('shows unknown paths (the not-found page) to everyone', () => {
    expect(decideNavigation({ to: at('/no-such-page'), from: null, authenticated: false })).toEqual({
      action: 'allow',
    });
    expect(decideNavigation({ to: at('/no-such-page'), from: null, authenticated: true })).toEqual({
      action: 'allow',
    });
  });

  describe('query carry-over between login and forgot-password', () => {
    it('carries the login query over to forgot-password when it has none', () => {
      expect(
        decideNavigation({
          to: at('/auth/forgot-password'),
          from: at('/auth/login?ref=mail&lang=en'),
          authenticated: false,
        }),
      ).toEqual({
        action: 'redirect',
        to: '/auth/forgot-password?ref=mail&lang=en',
      });
    });

    it('carries the forgot-password query back to login', () => {
      expect(
        decideNavigation({
          to: at('/auth/login'),
          from: at('/auth/forgot-password?ref=mail'),
          authenticated: false,
        }),
      ).toEqual({
        action: 'redirect',
        to: '/auth/login?ref=mail',
      });
    });

    it('keeps the new query when the target already has one', () => {
      expect(
        decideNavigation({
          to: at('/auth/login?x=1'),
          from: at('/auth/forgot-password?ref=mail'),
          authenticated: false,
        }),
      ).toEqual({ action: 'allow' });
    });

    it('does not carry a query over from other routes', () => {
      expect(
        decideNavigation({ to: at('/auth/login'), from: at('/maintenance?x=1'), authenticated: false }),
      ).toEqual({ action: 'allow' });
    });

    it('does nothing when the previous route had no query', () => {
      expect(
        decideNavigation({ to: at('/auth/forgot-password'), from: at('/auth/login'), authenticated: false }),
      ).toEqual({ action: 'allow' });
    });
  });
});
