import { expect, test } from '@playwright/test';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

test('the demo affiliate opens Changes from the navigation and reads its restated day: when, by how much, by what', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changes' }).click();
  await expect(page).toHaveURL(/\/changes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Changes' })).toBeVisible();
  const restated = page
    .getByRole('list', { name: 'Changes, newest first' })
    .getByRole('listitem', { name: /^Activity of \d{2}\/\d{2}\/\d{4} was restated: NGR -\D*25\.00/ });
  await expect(restated).toBeVisible();
  await expect(restated).toContainText('By a file from the brand');
  await expect(restated).toContainText(/Win\/loss \S+ → \S+/);
  await expect(restated).toContainText('was already closed: the difference is settled at the next close.');
  expect(await seriousViolations(page)).toEqual([]);

  // By kind: the restatements keep it; a kind the demo has none of explains the empty filter.
  await page.getByLabel('Kind of change').selectOption({ label: 'Activity restated' });
  await expect(page).toHaveURL(/kind=activity_restated/);
  await expect(restated).toBeVisible();
  await page.getByLabel('Kind of change').selectOption({ label: 'Players removed' });
  await expect(page.getByText('No changes match these filters')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(restated).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
