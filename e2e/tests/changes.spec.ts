import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate, feedPlayers, type TestAffiliate } from '../support/operator.ts';
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

/** A casino player of `affiliate`'s default code, joined today; answers its id at the brand. */
async function playerOf(affiliate: TestAffiliate): Promise<number> {
  const customerId = 9_000_000 + Math.floor(Math.random() * 900_000);
  await feedPlayers([
    {
      customer_id: customerId,
      referral_code: await defaultCode(affiliate),
      date_joined: new Date().toISOString().slice(0, 10),
      category: 'casino',
      country: 'MT',
    },
  ]);
  return customerId;
}

const entry = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem', { name });

test("a player moved by the program team is on both affiliates' Changes screens, neither naming the other", async ({
  page,
  browser,
}) => {
  const from = await createAffiliate();
  const to = await createAffiliate();
  const customerId = await playerOf(from);
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

test('an operator moves a player from the console on a phone: reason required, what the affiliates read confirmed, then both entries in its history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const from = await createAffiliate();
  const to = await createAffiliate();
  const customerId = await playerOf(from);
  const toCode = await defaultCode(to);

  await page.setViewportSize({ width: 360, height: 800 });
  const email = newOperatorEmail('marketing');
  await acceptInvitation(page, await inviteThroughCli(email, 'marketing'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.goto('/operator/players');
  await page.getByLabel('Player id at the brand').fill(String(customerId));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Player ${customerId}` })).toBeVisible();
  await expect(page.getByText('No changes to this player so far.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Move to another affiliate' }).click();
  const dialog = page.getByRole('dialog', { name: `Move to another affiliate: player ${customerId}` });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('The new affiliate’s referral code').fill('NO-SUCH-CODE-1');
  await dialog.getByLabel(/^Reason/).fill('Signed up through the other partner’s link first');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Move the player' }).click();
  // The gateway's refusal, at the code.
  await expect(dialog.getByText('There is no referral code like this.')).toBeVisible();
  await dialog.getByLabel('The new affiliate’s referral code').fill(toCode);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('region', { name: 'What the affiliates will see' })).toContainText(
    `Player ${customerId} was moved to you.`,
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Move the player' }).click();
  await expect(dialog.getByText(/^Done\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const history = page.getByRole('list', { name: 'The player’s changes, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText(`On the log of ${from.username}`);
  await expect(history).toContainText(`On the log of ${to.username}`);
  await expect(history).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
});
