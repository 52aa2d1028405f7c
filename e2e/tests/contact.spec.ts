import { expect, test } from '@playwright/test';
import { supportEmail } from '../support/env.ts';
import { mailsTo } from '../support/operator.ts';
import { seriousViolations } from '../support/page-checks.ts';
import { signIn } from '../support/session.ts';

const demoEmail = 'demo@example.com';
const sent = 'Your message has been sent successfully! We will get back to you soon.';

test('on a 360 px phone, by keyboard: send a contact message; support gets it and the affiliate an acknowledgement', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  // Leaving an empty field says so (the required rule, on blur).
  const subjectLine = `Payout question ${Date.now().toString(36)}`;
  await page.getByLabel('Subject').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Subject is not valid.')).toBeVisible();

  await page.getByLabel('Subject').focus();
  await page.keyboard.type(subjectLine);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category')).toBeFocused();
  await page.getByLabel('Category').selectOption({ label: 'Payments and withdrawals' });
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Message')).toBeFocused();
  await page.keyboard.type('My October payout has not arrived yet. Could you check it, please?');
  await expect(page.getByText('66 / 5,000 characters')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Message sent' });
  await expect(dialog).toContainText(sent);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  // The cleared form shows no error: nothing was left blank by the affiliate.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/is not valid/)).toHaveCount(0);
  for (const field of ['Subject', 'Category', 'Message'])
    await expect(page.getByLabel(field)).not.toHaveAttribute('aria-invalid', 'true');
  // The message is under Your tickets, waiting for an answer.
  const mine = page.getByRole('group', { name: new RegExp(`^Ticket #\\d+: ${subjectLine}$`) });
  await expect(mine).toContainText('Waiting for an answer');
  expect(await seriousViolations(page)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  const support = (await mailsTo(supportEmail)).find((mail) =>
    mail.subject.endsWith(`Payments and withdrawals: ${subjectLine}`),
  );
  expect(support, 'the support mail').toBeTruthy();
  expect(support!.text).toContain(`Reply to: ${demoEmail}`);
  expect(support!.text).toContain('My October payout has not arrived yet.');
  const ticket = support!.subject.match(/#(\d+)/)?.[1];
  const acknowledgement = (await mailsTo(demoEmail)).find(
    (mail) => mail.subject === `We received your message (ticket #${ticket})`,
  );
  expect(acknowledgement, 'the acknowledgement').toBeTruthy();
  expect(acknowledgement!.text).toContain(subjectLine);
});
