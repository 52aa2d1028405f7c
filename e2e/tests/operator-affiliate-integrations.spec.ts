import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, fillPath } from '@affiliate/contract';
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';
import { createAffiliate } from '../support/operator.ts';
import { clippedSelects, horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { apiSignIn, memberIdOf } from '../support/session.ts';

/** The affiliate's tracker: a real HTTP server on loopback that answers OK. */
async function startTracker(): Promise<{ address: string; stop: () => Promise<void> }> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('OK'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop };
}

test("support reads an affiliate's postbacks and API tokens on their record, secrets masked, at 1280 and 360 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tracker = await startTracker();
  try {
    // The affiliate sets up a postback (with a key in its address), sends a test, and makes a token.
    const affiliate = await createAffiliate();
    const id = await memberIdOf(affiliate);
    const own = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(affiliate)}` },
    });
    const saved = await own.put(fillPath(api.postbacks.savePostback.path, { id, event: 'registration' }), {
      data: { url: `${tracker.address}/conv?cid={click_id}&api_key=tracker-key-e2e`, method: 'GET' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const signingSecret = ((await saved.json()) as { data: { secret: string } }).data.secret;
    // A second postback the affiliate switched off, and an old token they revoked.
    const off = await own.put(fillPath(api.postbacks.savePostback.path, { id, event: 'first_deposit' }), {
      data: {
        url: `${tracker.address}/deposit?cid={click_id}&amount={amount}`,
        method: 'POST',
        enabled: false,
      },
    });
    expect(off.status(), await off.text()).toBe(200);
    const old = await own.post(fillPath(api.apiTokens.createPersonalToken.path, { id }), {
      data: { name: 'Old sheet', expires_in_days: 30, scopes: ['players:read'] },
    });
    const oldId = ((await old.json()) as { data: { token: { id: string } } }).data.token.id;
    expect(
      (await own.delete(fillPath(api.apiTokens.revokePersonalToken.path, { id, tokenId: oldId }))).status(),
    ).toBe(200);
    const tested = await own.post(fillPath(api.postbacks.testPostback.path, { id, event: 'registration' }));
    expect(tested.status(), await tested.text()).toBe(200);
    const created = await own.post(fillPath(api.apiTokens.createPersonalToken.path, { id }), {
      data: { name: 'StatsDrone', expires_in_days: 90, scopes: ['reports:read'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { token, secret: tokenSecret } = (
      (await created.json()) as { data: { token: { prefix: string }; secret: string } }
    ).data;
    await own.dispose();

    await page.setViewportSize({ width: 1280, height: 900 });
    const email = newOperatorEmail('support');
    await acceptInvitation(page, await inviteThroughCli(email, 'support'), email);
    await expect(
      page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Affiliates' }),
    ).toBeVisible();
    await page.goto(`/operator/affiliates/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: affiliate.username })).toBeVisible();

    const section = page.getByRole('region', { name: 'Integrations' });
    // The section's card, for the screenshots.
    const card = section.locator('xpath=..');
    const postbacks = section.getByRole('list', { name: 'Postbacks' });
    await expect(postbacks.getByRole('heading', { name: 'Registration' })).toBeVisible();
    await expect(postbacks.getByText(`${tracker.address}/conv?cid={click_id}&api_key=***`)).toBeVisible();
    await expect(postbacks.getByText('On', { exact: true })).toBeVisible();
    const deliveries = postbacks.getByRole('list', { name: 'Latest deliveries of Registration' });
    await expect(deliveries.getByText('Delivered · HTTP 200')).toBeVisible();
    await expect(deliveries.getByText('Test')).toBeVisible();
    const tokens = section.getByRole('list', { name: 'API tokens' });
    await expect(tokens.getByRole('heading', { name: 'StatsDrone' })).toBeVisible();
    await expect(tokens.getByText(`${token.prefix}…`)).toBeVisible();
    await expect(tokens.getByText('Active')).toBeVisible();
    await expect(postbacks.getByText('Off (by the affiliate)')).toBeVisible();
    await expect(tokens.getByText('Revoked', { exact: true }).first()).toBeVisible();
    const text = await page.locator('body').innerText();
    for (const secret of ['tracker-key-e2e', signingSecret, tokenSecret]) expect(text).not.toContain(secret);
    expect(await seriousViolations(page)).toEqual([]);
    await card.screenshot({ path: test.info().outputPath('integrations-1280.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('record-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await clippedSelects(page)).toEqual([]);
    await expect(tokens.getByRole('heading', { name: 'StatsDrone' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('record-360.png'), fullPage: true });

    // The token leaked: support revokes it on the phone, by keyboard, with a reason the affiliate is told.
    const reports = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${tokenSecret}` },
    });
    const reportsPath = fillPath(api.reports.report.path, { id });
    expect((await reports.get(reportsPath)).status()).toBe(200);
    await tokens.getByRole('button', { name: 'Revoke StatsDrone' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Revoke “StatsDrone”?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('Pasted in a public forum');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('revoke-360.png') });
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await expect(dialog).toBeHidden();
    const statsDrone = tokens
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'StatsDrone' }) });
    await expect(statsDrone.getByText(`${email}: Pasted in a public forum`)).toBeVisible();
    await expect(statsDrone.getByRole('button')).toHaveCount(0);
    // Its Revoke button is gone: a keyboard user goes on from the token's name, not from the top of the page.
    await expect(statsDrone.getByRole('heading', { name: 'StatsDrone' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('revoked-360.png') });
    expect((await reports.get(reportsPath)).status()).toBe(401);
    await reports.dispose();
  } finally {
    await tracker.stop();
  }
});
