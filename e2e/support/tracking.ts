import { api, fillPath } from '@affiliate/contract';
import { expect, request, type Page } from '@playwright/test';
import { baseURL } from './env.ts';
import { feedPlayers, type TestAffiliate } from './operator.ts';
import { apiSignIn, memberIdOf } from './session.ts';

/** A person's browser: the tracking redirect does not count crawlers. */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The affiliate's default referral code, as the affiliate's own API lists it. */
export async function defaultCode(affiliate: TestAffiliate): Promise<string> {
  const id = await memberIdOf(affiliate);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${await apiSignIn(affiliate)}` },
  });
  const res = await context.get(fillPath(api.referralCodes.referralCodeList.path, { id }));
  expect(res.status(), await res.text()).toBe(200);
  const codes = ((await res.json()) as { data: Array<{ code: string; is_default: boolean }> }).data;
  await context.dispose();
  return codes.find((c) => c.is_default)!.code;
}

/** Clicks a tracking link as a visitor's browser would; answers the click id the landing page receives. */
export async function clickLink(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { maxRedirects: 0, headers: { 'user-agent': CHROME } });
  expect(res.status()).toBe(302);
  const clickId = new URL(res.headers().location!).searchParams.get('click_id');
  expect(clickId).toMatch(/^[0-9a-f]{32}$/);
  return clickId!;
}

/** The brand feeds back a casino player who registered just now after the click `clickId` on `code`. */
export async function feedRegisteredPlayer(code: string, clickId: string): Promise<void> {
  const now = new Date();
  await feedPlayers([
    {
      customer_id: 7_000_000 + Math.floor(Math.random() * 2_000_000),
      referral_code: code,
      date_joined: now.toISOString().slice(0, 10),
      registered_at: now.toISOString(),
      category: 'casino',
      country: 'MT',
      click_id: clickId,
    },
  ]);
}
