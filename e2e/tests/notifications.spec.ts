import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { broadcastNotification } from '../support/operator.ts';
import { demo, memberIdOf, signIn } from '../support/session.ts';

/** The menu's unread count, read from its button's name ("Notifications, 3 unread" or "Notifications"). */
async function menuUnreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) unread/)?.[1] ?? 0);
}

let demoId: number;

test.beforeAll(async () => {
  demoId = await memberIdOf(demo);
});

// Other specs expect the demo account to hold an unread notification; this one reads them all.
test.afterAll(async () => {
  await broadcastNotification({
    title: 'Welcome back',
    body: 'A notification left unread for the next test.',
    memberIds: [demoId],
  });
});

test('reads notifications on /notification, marks one and then all as read', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const payout = `Withdrawal paid ${stamp}`;
  const banners = `New banners ${stamp}`;
  await broadcastNotification({
    title: payout,
    body: 'Your withdrawal of €250.00 was paid.',
    kind: 'withdrawal',
    memberIds: [demoId],
  });
  await broadcastNotification({
    title: banners,
    body: 'Fresh creatives for the spring campaign.',
    memberIds: [demoId],
  });

  await signIn(page);
  await page.goto('/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('heading', { level: 3, name: banners })).toBeVisible();
  await expect(list.getByRole('heading', { level: 3, name: payout })).toBeVisible();
  // The withdrawal notification links to what it is about.
  await expect(
    page.getByRole('listitem', { name: new RegExp(payout) }).getByRole('link', { name: 'View Withdrawal' }),
  ).toHaveAttribute('href', '/withdrawal');

  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  const before = await menuUnreadCount(page);
  expect(before).toBeGreaterThanOrEqual(2);

  await page.getByRole('button', { name: `Mark as read: ${payout}` }).click();
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();

  await page.getByRole('link', { name: /^Unread \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/notification\?filter=unread$/);
  await expect(list.getByRole('heading', { level: 3, name: banners })).toBeVisible();
  await expect(list.getByRole('heading', { level: 3, name: payout })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Every notification is still listed under All, now read.
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(list.getByRole('heading', { level: 3, name: payout })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark as read: / })).toHaveCount(0);
});

test('on a 360 px phone the page fits, passes axe and marks read by keyboard', async ({ page }) => {
  const title = `Phone notice ${Date.now().toString(36)}`;
  await broadcastNotification({
    title,
    body: 'A notification with a rather long body that must wrap on a small screen without scrolling sideways.',
    kind: 'commission',
    memberIds: [demoId],
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto('/notification');
  const item = page.getByRole('listitem', { name: new RegExp(title) });
  await expect(item.getByRole('link', { name: 'View Statement of Account' })).toHaveAttribute(
    'href',
    '/statement-of-account',
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // From the View link, Tab reaches the item's own "Mark as read", and Enter presses it.
  await item.getByRole('link', { name: 'View Statement of Account' }).focus();
  await page.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: `Mark as read: ${title}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: title })).toBeVisible();
});
