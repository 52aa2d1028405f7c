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
  for (const path of ['/dashboard', '/withdrawal', '/transaction-history', '/statement-of-account', '/kyc']) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    if (path === '/withdrawal') { await page.getByRole('radio', { name: /USDT \(TRC20\)/ }).check().catch(() => {}); await page.waitForTimeout(1500); }
    await page.screenshot({ path: `/tmp/shots/${tag}${path.replace(/\//g, '_')}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
