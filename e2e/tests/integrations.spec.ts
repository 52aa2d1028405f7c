import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, fillPath, type PostbackDelivery } from '@affiliate/contract';
import { expect, request, test, type Page } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate } from '../support/operator.ts';
import {
  clippedSelectsAtPhoneWidth,
  overflowAtPhoneWidth,
  seriousViolations,
} from '../support/page-checks.ts';
import { apiSignIn, memberIdOf, signIn } from '../support/session.ts';
import { clickLink, defaultCode, feedRegisteredPlayer } from '../support/tracking.ts';

interface Received {
  query: string;
  signature: string;
}

/** The affiliate's tracker: a real HTTP server on loopback that keeps what it receives and answers OK. */
async function startTracker(): Promise<{ address: string; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    received.push({
      query: url.includes('?') ? url.slice(url.indexOf('?') + 1) : '',
      signature: String(req.headers['x-goldline-signature'] ?? ''),
    });
    res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { address: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, stop };
}

/** The recipe the screen teaches: some v1 is the hex HMAC-SHA256 of "<t>.<query string>" under the secret. */
function signatureVerifies(header: string, payload: string, secret: string): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = parts.find(([name]) => name === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest();
  return parts.some(
    ([name, value]) =>
      name === 'v1' && value.length === 64 && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}

/** Reads the secret of the dialog showing it once, then closes it. */
async function takeSecret(page: Page, title: string, field: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('It will not be shown again');
  const secret = await dialog.getByLabel(field).inputValue();
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test('a token reads reports and nothing else; a postback reaches the tracker signed, for a test and for a real registration', async ({
  page,
}) => {
  const tracker = await startTracker();
  try {
    const affiliate = await createAffiliate();
    const [id, code] = await Promise.all([memberIdOf(affiliate), defaultCode(affiliate)]);
    await signIn(page, affiliate);
    await page.getByRole('navigation').getByRole('link', { name: 'Integrations' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('Your affiliate id')).toBeVisible();

    // A token for reports: it reads the report, and is refused the balance.
    await page.getByRole('button', { name: 'Create token' }).click();
    const create = page.getByRole('dialog', { name: 'Create an API token' });
    await create.getByLabel('Name').fill('e2e reporting');
    await create.getByRole('radio', { name: '30 days' }).check();
    await create.getByRole('button', { name: 'Create token' }).click();
    const token = await takeSecret(page, 'Your new API token', 'Your token');
    expect(token).toMatch(/^gpat_/);
    await expect(page.getByRole('list', { name: 'Your API tokens' })).toContainText('e2e reporting');
    await expect(page.getByRole('list', { name: 'Your API tokens' })).toContainText('never');
    const tool = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const report = await tool.get(`${fillPath(api.reports.report.path, { id })}?group=sub1`);
    expect(report.status(), await report.text()).toBe(200);
    expect((await tool.get(api.payments.balance.path)).status()).toBe(403);
    await tool.dispose();

    // The registration postback, to the tracker on loopback: the first save shows the signing secret once.
    const card = page.getByRole('form', { name: 'Registration postback' });
    const template = card.getByLabel('Address template');
    // The gateway's refusal lands on the field.
    await template.fill(`${tracker.address}/pb?cid={clickid}`);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(template).toHaveAccessibleDescription(/^Unknown macro \{clickid\}/);
    await template.fill(`${tracker.address}/pb?cid=`);
    await card.getByText('Insert a macro').click();
    await card.getByRole('button', { name: '{click_id}' }).click();
    await template.press('End');
    await template.pressSequentially('&s1=');
    await card.getByRole('button', { name: '{sub1}' }).click();
    await expect(template).toHaveValue(`${tracker.address}/pb?cid={click_id}&s1={sub1}`);
    await card.getByRole('button', { name: 'Save' }).click();
    const secret = await takeSecret(page, 'Your signing secret', 'Your signing secret');
    expect(secret).toMatch(/^gpsec_/);
    await expect(page.getByText('Registration postback saved.')).toBeVisible();

    // Send test: answered in the card, received signed, logged as a test.
    await card.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(/^Test delivered: HTTP 200 in /)).toBeVisible();
    expect(tracker.received).toHaveLength(1);
    expect(new URLSearchParams(tracker.received[0]!.query).get('cid')).toBe('test');
    expect(signatureVerifies(tracker.received[0]!.signature, tracker.received[0]!.query, secret)).toBe(true);
    const log = page.getByRole('table', { name: 'Postback deliveries, newest first' });
    await expect(log.getByRole('row').nth(1)).toContainText('Test');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered · HTTP 200');

    // Accessible on a desktop and on a phone, with no sideways scroll of the page.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(await overflowAtPhoneWidth(page)).toBeLessThanOrEqual(0);
    expect(await clippedSelectsAtPhoneWidth(page)).toEqual([]);

    // By keyboard: the macro picker opens and inserts, the switch turns.
    const deposit = page.getByRole('form', { name: 'First deposit postback' });
    await deposit.getByLabel('Address template').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(deposit.getByRole('button', { name: '{click_id}' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deposit.getByLabel('Address template')).toHaveValue('{click_id}');
    await expect(deposit.getByLabel('Address template')).toBeFocused();
    const toggle = deposit.getByRole('switch', { name: 'Send this postback' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    // A real registration through a tracked click with a sub-ID reaches the tracker within seconds, signed.
    const clickId = await clickLink(page, `/r/${code}?sub1=spring`);
    await feedRegisteredPlayer(code, clickId);
    // Polled through the delivery log rather than the tracker, so that a miss says why: still pending
    // with no attempt (the sender never ran), or the failed attempt's status and answer.
    const own = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(affiliate)}` },
    });
    const registration = async () => {
      const answer = await own.get(`${fillPath(api.postbacks.postbackLog.path, { id })}?event=registration`);
      const { data } = (await answer.json()) as { data: { deliveries: PostbackDelivery[] } };
      const delivery = data.deliveries.find((d) => !d.test);
      return (
        delivery && {
          state: delivery.state,
          attempts: delivery.attempts,
          status: delivery.status,
          response: delivery.response,
        }
      );
    };
    await expect.poll(registration, { timeout: 15_000 }).toMatchObject({ state: 'delivered', status: 200 });
    await own.dispose();
    expect(tracker.received).toHaveLength(2);
    const real = tracker.received[1]!;
    expect(Object.fromEntries(new URLSearchParams(real.query))).toEqual({ cid: clickId, s1: 'spring' });
    expect(signatureVerifies(real.signature, real.query, secret)).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('Registration');
    await expect(log.getByRole('row').nth(1)).not.toContainText('Test');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered · HTTP 200');
  } finally {
    await tracker.stop();
  }
});
