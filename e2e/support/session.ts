import { api } from '@affiliate/contract';
import { expect, request, type Page } from '@playwright/test';
import { DEMO_SIGN_IN } from '../../apps/gateway/src/demo/seed.ts';
import { baseURL } from './env.ts';

/** The seeded demo affiliate's sign-in, taken from the seed so the two never drift apart. */
export const demo = DEMO_SIGN_IN;

/** Signs in through the login screen, as a person would, and waits for the signed-in layout. */
export async function signIn(page: Page, who: { username: string; password: string } = demo): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Signs in through the API (a second device) and returns its access token. */
export async function apiSignIn(who: { username: string; password: string }): Promise<string> {
  const context = await request.newContext({ baseURL });
  const res = await context.post(api.auth.login.path, { data: who });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  await context.dispose();
  return body.data.token;
}

/** Changes the password from another device; the gateway then signs every other session out. */
export async function changePasswordElsewhere(
  who: { username: string; password: string },
  next: string,
): Promise<void> {
  const token = await apiSignIn(who);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const res = await context.post(api.members.changePassword.path, {
    data: { current_password: who.password, password: next, password_confirmation: next },
  });
  expect(res.status(), await res.text()).toBe(200);
  await context.dispose();
}

/** An affiliate's member id, as the gateway answers it to them. */
export async function memberIdOf(who: { username: string; password: string }): Promise<number> {
  const token = await apiSignIn(who);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const res = await context.get(api.members.me.path);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { id: number } };
  await context.dispose();
  return body.data.id;
}
