import { chromium } from '@playwright/test';
const base = 'http://localhost:4070';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[1280, 900, 'desktop'], [360, 800, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(base + '/auth/login');
  await page.getByLabel(/username/i).fill('demo');
  await page.getByLabel(/password/i).fill('demo-partner-2026');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(/\/(dashboard)?$/);
  await page.goto(base + '/withdrawal');
  await page.getByText('USDT (TRC20)', { exact: true }).click();
  await page.getByLabel(/amount/i).first().fill('250');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${tag}_withdrawal2.png`, fullPage: true });
  await page.goto(base + '/statement-of-account');
  await page.waitForTimeout(2500);
  const open = page.getByRole('button', { name: /inputs|October/i }).first();
  await open.click().catch(() => {});
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${tag}_statement2.png`, fullPage: true });
  await page.close();
}
await browser.close();
