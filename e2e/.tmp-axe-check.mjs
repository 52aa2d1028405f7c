import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';

const base = 'http://localhost:4810';
const row = (id, o = {}) => ({ id, type: 'withdrawal', status: 'paid', created_at: '2026-10-14T09:30:00Z', amount: '-250.00', currency: 'EUR', fee: '2.50', payment_option_type: 'BITCOIN', payout_amount: '0.00412500', unit: 'BTC', rate: '60000.00', payout_reference: 'bc-tx-7f3a9d0e1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a69788', description: 'Withdrawal to bc1q…x7k2', period: null, ...o });
const statuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'credited', 'debited'];
const opts = ['BITCOIN', 'NETELLER', 'SKRILL', 'USDTTRC20', 'USDTERC20', 'USDC'];
const rows = statuses.map((s, i) => row(`w-${i + 1}`, { status: s, payment_option_type: opts[i % 6], type: s === 'credited' ? 'commission' : s === 'debited' ? 'fee' : 'withdrawal' }));
const meta = { current_page: 1, last_page: 3, from: 1, to: 7, total: 23, per_page: 10, prev_page_url: null, next_page_url: 'x', links: [] };
const detail = { ...rows[3], destination: 'bc1q…x7k2', review_reason: 'New payout details', reject_reason: 'The wallet belongs to another person.', timeline: [
  { status: 'requested', at: '2026-10-14T09:30:00Z', actor: 'you', note: null },
  { status: 'approved', at: '2026-10-15T11:00:00Z', actor: 'operator', note: null },
  { status: 'rejected', at: '2026-10-16T08:15:00Z', actor: 'operator', note: 'The wallet belongs to another person.' }] };
const statement = { month: '2026-10', currency: 'EUR', affiliate: { id: 7, username: 'demo', name: 'Dana Demo', email: 'demo@example.com', country: 'GB' }, opening_balance: '100.10', closing_balance: '1075.06',
  totals: { commission: '1234.56', withdrawals: '-250.00', adjustments: '0.20', fees: '-9.80' },
  commissions: [{ period: '2026-09', turnover: '98765.43', winloss: '5432.10', bonuses: '321.09', admin_fee_rate: '0.1000', admin_fee: '543.21', ngr: '4567.80', revenue_share: '0.2500', revenue_share_amount: '1141.95', carry_in: '-57.39', carry_out: '0.00', cpa_count: 3, cpa_amount: '50.00', cpa_total: '150.00', late_adjustments: [{ source_period: '2026-08', ngr: '-229.56', cpa_count: 1, reason: 'Chargeback of a deposit of August' }], amount: '1234.56', credited_at: '2026-10-01T00:05:00Z' }],
  lines: [
    { date: '2026-10-01T00:05:00Z', type: 'commission', description: 'Commission for September 2026', amount: '1234.56', available_change: '1234.56', balance_after: '1334.66', reference: null },
    { date: '2026-10-14T09:30:00Z', type: 'withdrawal_hold', description: 'Withdrawal requested: Bitcoin', amount: '0.00', available_change: '-250.00', balance_after: '1334.66', reference: 'w-41' },
    { date: '2026-10-15T12:00:00Z', type: 'withdrawal_paid', description: 'Withdrawal paid: Bitcoin', amount: '-250.00', available_change: '0.00', balance_after: '1084.66', reference: 'bc-tx-7f3a9d0e1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a69788' },
    { date: '2026-10-31T23:00:00Z', type: 'fee', description: 'Monthly account fee', amount: '-9.80', available_change: '-9.80', balance_after: '1075.06', reference: null }],
  generated_at: '2026-11-02T10:00:00Z' };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.route(/\/api\/v1\/bo\/me\/transactions(\/w-\d+)?(\?.*)?$/, (route) => {
  const url = new URL(route.request().url());
  if (/\/w-\d+$/.test(url.pathname)) return route.fulfill({ json: { data: detail } });
  return route.fulfill({ json: { data: rows, meta } });
});
await page.route(/\/api\/v1\/bo\/me\/statement\?/, (route) => route.fulfill({ json: { data: statement } }));
const axe = async (label) => {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(label, 'serious/critical:', bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`), 'all:', r.violations.map((v) => `${v.id}(${v.impact})`), 'overflow', overflow);
};
await page.goto(base + '/auth/login');
await page.getByLabel('Username').fill('demo');
await page.getByLabel('Password', { exact: true }).fill('demo-partner-2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
await page.getByRole('button', { name: 'See how it is calculated' }).click().catch((e) => console.log('no commission button', e.message));
await page.waitForTimeout(500);
await axe('dashboard-inputs');
await page.screenshot({ path: '/tmp/sp-dashboard-inputs.png' });
await page.keyboard.press('Escape');
await page.goto(base + '/transaction-history');
await page.getByRole('table', { name: 'Transactions' }).waitFor();
await axe('history 1280');
await page.screenshot({ path: '/tmp/sp-history.png', fullPage: true });
await page.getByRole('button', { name: /Details of the withdrawal/ }).nth(3).click();
await page.getByRole('list', { name: 'Timeline' }).waitFor();
await axe('detail 1280');
await page.screenshot({ path: '/tmp/sp-detail.png' });
await page.keyboard.press('Escape');
await page.setViewportSize({ width: 360, height: 780 });
await page.waitForTimeout(300);
await axe('history 360');
await page.screenshot({ path: '/tmp/sp-history-360.png', fullPage: true });
await page.setViewportSize({ width: 1280, height: 900 });
await page.goto(base + '/statement-of-account?month=2026-10');
await page.getByText('Dana Demo').waitFor();
await page.locator('summary').first().click();
await axe('statement 1280');
await page.screenshot({ path: '/tmp/sp-statement.png', fullPage: true });
await page.setViewportSize({ width: 360, height: 780 });
await page.waitForTimeout(300);
await axe('statement 360');
console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !e.closest('[role=region]')).slice(0, 8).map((e) => `${e.tagName}.${e.className.toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0, 40)}`)));
await page.screenshot({ path: '/tmp/sp-statement-360.png', fullPage: true });
await browser.close();
