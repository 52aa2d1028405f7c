import { api } from '@affiliate/contract';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

/*
 * Two tabs of one browser share one stored session (localStorage). The gateway rotates refresh tokens, so
 * the tabs must not each spend the same one: one refreshes, the other takes the tokens it stored.
 *
 * The access token is made to expire by editing the stored session, not by intercepting requests: an
 * earlier version of this test answered 401 to every request carrying the old bearer, and the portal sends
 * its bearer on POST /auth/refresh-token too (the gateway ignores it there), so the test refused the
 * refresh itself and the tabs were signed out by the test, not by the product.
 */

// Each test drives two tabs, loading two full pages at a time (and a refresh between them) on a shared
// machine: a screen may take longer than the suite's usual 10 s to come up.
test.describe.configure({ timeout: 120_000 });
const loadTimeout = 30_000;

type StoredSession = {
  state: { token: string | null; expiresAt: string | null; refreshToken: string | null };
};

async function shows(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: loadTimeout });
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
}

async function storedSession(page: Page): Promise<StoredSession['state']> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as StoredSession).state);
}

/**
 * Spoils the stored access token. `past`: its expiry has passed, so the portal refreshes before asking
 * (the expiry check); `refused`: it looks valid, so the gateway's 401 is what makes the portal refresh.
 */
async function expireStoredToken(page: Page, how: 'past' | 'refused'): Promise<void> {
  await page.evaluate((mode) => {
    const stored = JSON.parse(localStorage.getItem('auth') ?? '{}') as StoredSession;
    stored.state.token = 'an-expired-access-token';
    if (mode === 'past') stored.state.expiresAt = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem('auth', JSON.stringify(stored));
  }, how);
}

/** The statuses of the refresh requests the tabs of `context` send from now on. */
function watchRefreshes(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === api.auth.refreshToken.path) statuses.push(response.status());
  });
  return statuses;
}

async function twoSignedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  const affiliate = await createAffiliate();
  const first = await context.newPage();
  await signIn(first, affiliate);
  const second = await context.newPage();
  await second.goto('/');
  await shows(second, 'Dashboard');
  return [first, second];
}

for (const how of ['past', 'refused'] as const) {
  test(`two tabs whose access token expired (${how === 'past' ? 'expiry passed' : 'refused by the gateway'}) refresh once between them and both stay signed in`, async ({
    context,
  }) => {
    const [first, second] = await twoSignedInTabs(context);
    const before = await storedSession(first);
    await expireStoredToken(first, how);
    const refreshes = watchRefreshes(context);

    // Both tabs act at once, each meeting the expired token.
    await Promise.all([first.goto('/referrals'), second.goto('/withdrawal')]);
    await shows(first, 'Referrals');
    await shows(second, 'Withdrawal');
    // One tab refreshed for both: the other took, under the Web Lock, the tokens the first one stored.
    expect(refreshes).toEqual([200]);
    const after = await storedSession(second);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.token).not.toBe('an-expired-access-token');

    // Both keep working with the new tokens, also after a reload.
    await Promise.all([first.goto('/withdrawal'), second.goto('/referrals')]);
    await shows(first, 'Withdrawal');
    await shows(second, 'Referrals');
    await Promise.all([first.reload(), second.reload()]);
    await shows(first, 'Withdrawal');
    await shows(second, 'Referrals');
    // No further refresh: the new tokens were good.
    expect(refreshes).toEqual([200]);
  });
}

test('a tab whose access token expires after the other tab refreshed takes that refresh instead of spending the old token', async ({
  context,
}) => {
  const [first, second] = await twoSignedInTabs(context);
  // The second tab keeps the session it loaded in memory: the old access and refresh tokens.
  const old = await storedSession(second);

  await expireStoredToken(first, 'past');
  const refreshes = watchRefreshes(context);
  await first.goto('/referrals');
  await shows(first, 'Referrals');
  expect(refreshes).toEqual([200]);

  // Later the gateway refuses the second tab's old access token, as it does once its lifetime is over.
  await second.route('**/api/**', (route) =>
    route.request().headers().authorization === `Bearer ${old.token}` &&
    new URL(route.request().url()).pathname !== api.auth.refreshToken.path
      ? route.fulfill({ status: 401, json: { message: 'Your session has expired. Please relogin.' } })
      : route.fallback(),
  );
  // A move inside the app (no reload): the tab's next requests meet the 401.
  await second.getByRole('navigation').getByRole('link', { name: 'Referrals' }).click();
  await shows(second, 'Referrals');
  // It took the first tab's tokens from storage rather than presenting its rotated refresh token.
  expect(refreshes).toEqual([200]);
  await second.reload();
  await shows(second, 'Referrals');
  expect(refreshes).toEqual([200]);
});

test('after signing out in one tab, the other tab is signed out on its next request', async ({ context }) => {
  const [first, second] = await twoSignedInTabs(context);
  await first.getByRole('button', { name: /^User menu: / }).click();
  await first.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(first).toHaveURL(`${baseURL}/auth/login`);

  // The second tab has not reloaded; its next move inside the app asks the gateway, which has revoked
  // the session.
  await second.getByRole('navigation').getByRole('link', { name: 'Referrals' }).click();
  const dialog = second.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible({ timeout: loadTimeout });
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(second).toHaveURL(`${baseURL}/auth/login`);
  await second.goto('/referrals');
  await expect(second).toHaveURL(`${baseURL}/auth/login?redirect=%2Freferrals`);
});
