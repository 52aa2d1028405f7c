import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, fillPath } from '@affiliate/contract';
import { expect, request, test, type Locator } from '@playwright/test';
import { baseURL, operatorToken } from '../support/env.ts';
import { createAffiliate } from '../support/operator.ts';
import { seriousViolations } from '../support/page-checks.ts';
import { apiSignIn, memberIdOf, signIn } from '../support/session.ts';

// At 1280 px the history's descriptions and the delivery log's addresses and answers are read in full:
// they wrap in their column, never cut off by an ellipsis the reader cannot open.

/** Whether every character of the element's text is on screen: nothing clipped, nothing hidden by an ellipsis. */
async function shownInFull(element: Locator): Promise<{ clipped: boolean; ellipsis: boolean }> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      ellipsis: style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none',
    };
  });
}

const REASON =
  'Correction of the September commission after the risk team reviewed the traffic of the spring campaign: ' +
  'two players were found to be linked accounts and their deposits were refunded.';

test('the transaction history shows a long description in full at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const affiliate = await createAffiliate();
  const memberId = await memberIdOf(affiliate);
  const operator = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` },
  });
  const credited = await operator.post(api.operator.postAdjustment.path, {
    data: { member_id: memberId, amount: '12.50', reason: REASON },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  await operator.dispose();

  await signIn(page, affiliate);
  await page.goto('/transaction-history');
  const row = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: 'Adjustment' });
  const description = row.getByText(REASON, { exact: true });
  await expect(description).toBeVisible();
  expect(await shownInFull(description)).toEqual({ clipped: false, ellipsis: false });
  // Still no sideways scroll of the table at this width.
  const box = page.getByRole('region', { name: 'Transactions table' });
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the postback delivery log shows a long address and the tracker's answer in full at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = `ACCEPTED ${'tracker-side-conversion-reference-'.repeat(5)}end`;
  const tracker = http.createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end(answer),
  );
  await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.1', resolve));
  try {
    const affiliate = await createAffiliate();
    const memberId = await memberIdOf(affiliate);
    const template =
      `http://127.0.0.1:${(tracker.address() as AddressInfo).port}/postbacks/registration/spring-campaign` +
      '?cid={click_id}&s1={sub1}&source=goldline-partners&campaign=spring-reload-fifty-free-spins';
    const member = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(affiliate)}` },
    });
    const saved = await member.put(
      fillPath(api.postbacks.savePostback.path, { id: memberId, event: 'registration' }),
      { data: { url: template } },
    );
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    const sent = await member.post(
      fillPath(api.postbacks.testPostback.path, { id: memberId, event: 'registration' }),
    );
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    await member.dispose();

    await signIn(page, affiliate);
    await page.getByRole('navigation').getByRole('link', { name: 'Integrations' }).first().click();
    const log = page.getByRole('table', { name: 'Postback deliveries, newest first' });
    const delivery = log.getByRole('row').nth(1);
    await expect(delivery).toContainText('Delivered · HTTP 200');
    const address = delivery.getByText(/\/postbacks\/registration\/spring-campaign/);
    const shownAnswer = delivery.getByText(answer, { exact: true });
    await expect(address).toContainText('campaign=spring-reload-fifty-free-spins');
    await expect(shownAnswer).toBeVisible();
    expect(await shownInFull(address)).toEqual({ clipped: false, ellipsis: false });
    expect(await shownInFull(shownAnswer)).toEqual({ clipped: false, ellipsis: false });
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    tracker.closeAllConnections();
    await new Promise<void>((resolve) => tracker.close(() => resolve()));
  }
});
