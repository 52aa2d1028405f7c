import { describe, expect, it } from 'vitest';
import { findRoute, pathOf, playerPath, routeAccess } from '../routes';

describe('route table', () => {
  it.each([
    ['auth-login', '/auth/login'],
    ['forgot-password', '/auth/forgot-password'],
    ['register', '/auth/register'],
    ['register-confirm', '/auth/register/confirm'],
    ['register-answer', '/auth/register/answer'],
    ['maintenance', '/maintenance'],
    ['dashboard', '/dashboard'],
    ['change_password', '/change-password'],
    ['google_authenticator', '/google-authenticator'],
    ['affiliate-tools', '/affilliate-tools'],
    ['commission', '/commission'],
    ['sub-affiliates', '/sub-affiliates'],
    ['changes', '/changes'],
  ] as const)('names %s the path %s', (name, path) => {
    expect(pathOf(name)).toBe(path);
    expect(findRoute(path)?.name).toBe(name);
  });

  it('shows the dashboard on / too', () => {
    expect(findRoute('/')?.title).toBe('Dashboard');
  });

  it('classifies every route for the guard', () => {
    expect(['/auth', '/auth/login', '/auth/forgot-password'].map(routeAccess)).toEqual([
      'public',
      'public',
      'public',
    ]);
    expect(routeAccess('/maintenance')).toBe('exempt');
    // Applying is for the signed out; the mailed links open whoever is signed in on the browser.
    expect(routeAccess('/auth/register')).toBe('public');
    expect(['/auth/register/confirm', '/auth/register/answer'].map(routeAccess)).toEqual([
      'exempt',
      'exempt',
    ]);
    expect(routeAccess('/kyc/')).toBe('protected');
    expect(routeAccess('/unknown')).toBe('exempt');
  });

  it("finds a player's page by its parameter, so the guard keeps it behind sign-in", () => {
    expect(findRoute('/referrals/1000123')?.name).toBe('referred-player');
    expect(routeAccess('/referrals/1000123/')).toBe('protected');
    expect(findRoute('/referrals')?.name).toBe('referrals');
    expect(routeAccess('/referrals/1000123/more')).toBe('exempt');
    expect(playerPath(1000123)).toBe('/referrals/1000123');
  });
});
