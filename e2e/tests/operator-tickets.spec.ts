import { api } from '@affiliate/contract';
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import {
  clippedSelects,
  clippedSelectsAtPhoneWidth,
  horizontalOverflow,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';
import { apiSignIn, demo, signIn } from '../support/session.ts';

// The console's Tickets screen end to end: the demo affiliate writes to support, a support operator
// joined through the CLI opens on Tickets, reads the thread and answers (closing it), and the affiliate
// reads the answer in the portal's notifications. The Identity reviews screen is checked for axe on the way.

const subject = `Tracking link question ${Date.now().toString(36)}`;
const answer = 'Your link carries your referral code; clicks show on the dashboard within a minute.';

test('a support operator answers a ticket in the console; the affiliate reads the answer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const affiliate = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(demo)}` },
  });
  const sent = await affiliate.post(api.contact.contactUs.path, {
    data: { subject, category: 'marketing', message: 'Does my tracking link\nkeep my referral code?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const ticketId = ((await sent.json()) as { data: { id: number } }).data.id;
  await affiliate.dispose();

  // The console's narrowest desktop.
  await page.setViewportSize({ width: 1024, height: 800 });
  const email = newOperatorEmail('support');
  await acceptInvitation(page, await inviteThroughCli(email, 'support'), email);
  await expect(page).toHaveURL(`${baseURL}/operator/overview`);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Identity reviews' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity reviews' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Tickets' }).click();
  await page.getByRole('link', { name: `#${ticketId} ${subject}` }).click();
  await expect(page).toHaveURL(`${baseURL}/operator/tickets?ticket=${ticketId}`);
  await expect(page.getByRole('article', { name: 'Message from demo' })).toContainText(
    'keep my referral code?',
  );
  await page.getByLabel('Your answer to demo').fill(answer);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelects(page)).toEqual([]);
  expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
  expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer was sent to demo, and the ticket is closed.')).toBeVisible();
  await expect(page.getByRole('article', { name: `Answer from ${email}` })).toContainText(answer);
  await expect(page.getByText(`Closed by ${email}`)).toBeVisible();

  // The affiliate reads it among their notifications.
  await signIn(page);
  await page.goto('/notification');
  const notice = page.getByRole('listitem', { name: new RegExp(`Answer to your message "${subject}"`) });
  await expect(notice).toContainText(answer);

  // Its View leads to the ticket's conversation on the contact page (not an empty form), on a phone too.
  await notice.getByRole('link', { name: `View the conversation of ticket #${ticketId}` }).click();
  await expect(page).toHaveURL(`${baseURL}/contact?ticket=${ticketId}`);
  const ticket = page.getByRole('group', { name: `Ticket #${ticketId}: ${subject}` });
  await expect(ticket).toHaveAttribute('open', '');
  const messages = ticket
    .getByRole('list', { name: `Conversation of ticket #${ticketId}` })
    .getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('keep my referral code?');
  await expect(messages.last()).toContainText(`Support · `);
  await expect(messages.last()).toContainText(answer);
  // Who in the team answered stays with the team.
  await expect(ticket).not.toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
