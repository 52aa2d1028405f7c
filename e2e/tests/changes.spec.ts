import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { createAffiliate, feedPlayers } from '../support/operator.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';
import { defaultCode } from '../support/tracking.ts';

/** The program team moves a player to the affiliate of another code, with a reason, as the console does. */
async function movePlayer(customerId: number, toCode: string, reason: string): Promise<void> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const res = await operator.post(fillPath(api.playerChanges.movePlayer.path, { customerId }), {
    data: { to_referral_code: toCode, reason },
  });
  expect(res.status(), await res.text()).toBe(200);
  await operator.dispose();
}

const entry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem', { name });

test("a player moved by the program team is on both affiliates' Changes screens, neither naming the other", async ({
  page,
  browser,
}) => {
  const from = await createAffiliate();
  const to = await createAffiliate();
  const customerId = 9_000_000 + Math.floor(Math.random() * 900_000);
  await feedPlayers([
    {
      customer_id: customerId,
      referral_code: await defaultCode(from),
      date_joined: new Date().toISOString().slice(0, 10),
      category: 'casino',
      country: 'MT',
    },
  ]);
  const reason = 'Signed up through the other partner’s link first';
  await movePlayer(customerId, await defaultCode(to), reason);

  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, from);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Changes' })).toBeVisible();
  const movedOut = entry(page, `Player ${customerId} was moved to another affiliate`);
  await expect(movedOut).toContainText('By the program team');
  await expect(movedOut).toContainText(`Reason: ${reason}`);
  await expect(movedOut).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M UTC/);
  await expect(page.locator('body')).not.toContainText(to.username);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The player's page is not the affiliate's any more; its changes still say why.
  await page.goto(`/referrals/${customerId}`);
  await expect(page.getByText('Player not found')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Player ${customerId} was moved to another affiliate` }),
  ).toBeVisible();

  // The other affiliate, in a browser of its own, on a desktop.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const other = await context.newPage();
  await signIn(other, to);
  await other.goto('/changes');
  const movedIn = entry(other, `Player ${customerId} was moved to you`);
  await expect(movedIn).toContainText(`Reason: ${reason}`);
  await expect(other.locator('body')).not.toContainText(from.username);
  // Filtering by kind keeps it; another kind leaves the explanation of an empty filter.
  await other.getByLabel('Kind of change').selectOption({ label: 'Players moved to you' });
  await expect(movedIn).toBeVisible();
  await other.getByLabel('Kind of change').selectOption({ label: 'CPAs reversed' });
  await expect(other.getByText('No changes match these filters')).toBeVisible();
  expect(await seriousViolations(other)).toEqual([]);
  await context.close();
});
