import { api, type AuditEntry } from '@affiliate/contract';
import { expect, request, test } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';

test('an admin finds their invitation of a support operator in the Audit, filters it by operator, at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Operators' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/operators`);

  const colleague = newOperatorEmail('support');
  await page.getByLabel('Email', { exact: true }).fill(colleague);
  await page.getByLabel('Role', { exact: true }).selectOption('support');
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('dialog', { name: 'Invitation ready' }).getByRole('button', { name: 'Done' }).click();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const invited = entries
    .getByRole('row')
    .filter({ hasText: 'Invited an operator' })
    .filter({ hasText: email });
  await expect(invited.first()).toBeVisible();
  await invited.first().locator('summary').click();
  await expect(invited.first().getByText(colleague)).toBeVisible();

  // Filtering by the admin keeps their rows only (the invitation, their sign-in), and stays in the URL.
  await page.getByLabel('Operator').selectOption({ label: email });
  await expect(page).toHaveURL(/\/operator\/audit\?operator=\d+$/);
  await expect(entries.getByRole('row').filter({ hasText: 'Invited an operator' })).toHaveCount(1);
  const whoCells = entries.getByRole('row').locator('td:nth-child(2)');
  await expect(whoCells.first()).toHaveText(email);
  expect(new Set(await whoCells.allTextContents())).toEqual(new Set([email]));
  await page.reload();
  await expect(page.getByLabel('Operator')).toHaveValue(/\d+/);
  await expect(entries.getByRole('row').filter({ hasText: 'Invited an operator' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('audit-1280.png'), fullPage: true });
  // The console's narrowest desktop.
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);

  // A phone: each row a card, nothing to scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(entries.getByText('Invited an operator').first()).toBeVisible();
  await expect(entries.getByText(`By ${email}`).first()).toBeVisible();
  // Not the selects here: the chosen operator's email (46 characters in this test) is wider than a phone.
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('audit-360.png'), fullPage: true });

  // An action nobody took here: the empty state.
  await page.getByLabel('Action').selectOption({ label: 'Invited an operator' });
  await page.getByLabel('Affiliate').fill('nobody-by-this-name');
  await page.getByLabel('Affiliate').press('Enter');
  await expect(page.getByText('No audit entries match these filters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The invitation refusals the trail holds from `since` on, read with the machine's operator token. */
async function refusalsSince(since: Date): Promise<AuditEntry[]> {
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const answer = await operator.get(api.operatorConsole.auditLog.path, {
    params: { action: 'operator-invitation.refused', per_page: 100 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: AuditEntry[] };
  await operator.dispose();
  return data.filter((entry) => Date.parse(entry.at) >= since.getTime());
}

test('accepting an invitation leaves the acceptance in the Audit and no refusal of the link, even opened again right after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = newOperatorEmail('admin');
  const link = await inviteThroughCli(email, 'admin');
  const opens: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(api.operatorConsole.openInvitation.path)) opens.push(response.status());
  });
  const since = new Date(Date.now() - 1_000);
  await acceptInvitation(page, link, email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page opened the link once, to show the key; accepting did not open it again.
  expect(opens).toEqual([200]);

  // The same browser opening the used link again at once (a reload, the back button) is told it no
  // longer works, and the trail keeps no refusal of it: the link's holder just used it.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation link no longer works' })).toBeVisible();
  expect(opens).toEqual([200, 404]);
  await page.goto('/operator/audit');
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(
    entries.getByRole('row').filter({ hasText: 'Accepted an invitation' }).filter({ hasText: email }),
  ).toHaveCount(1);
  expect(await refusalsSince(since)).toEqual([]);
});
