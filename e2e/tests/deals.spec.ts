import { api, fillPath, type DealDocument } from '@affiliate/contract';
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../support/env.ts';
import { createAffiliate, feedActivity, feedPlayers, saveDeal } from '../support/operator.ts';
import { horizontalOverflow, seriousViolations } from '../support/page-checks.ts';
import { apiSignIn, signIn } from '../support/session.ts';

/**
 * Issue 36's "Done when", from outside: a tiered deal and a ladder deal with the same tiers, two new
 * affiliates put on them as they are created, the same players and activity fed to each through the
 * ingest API. Each affiliate's Commission endpoint pays the hand-computed amount to the cent; the tiered
 * one reads it on its Commission screen, and its players list says which player is pending and on what,
 * which cannot qualify and why, and which qualified past the monthly cap.
 *
 * It feeds players and activity of today, which moves program-wide figures: so it runs in the demo lane.
 */

/** Today as the gateway keeps days (UTC): every player registers and plays today. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const tiers = [
  { from: '0', rate: '0.25' },
  { from: '1000', rate: '0.30' },
  { from: '5000', rate: '0.35' },
];
/** €100.00 per player who deposits €20.00 first and wagers €200.00 within 30 days; one paid a month. */
const cpa: DealDocument['cpa'] = {
  amount: '100.00',
  qualify: { first_deposit_min: '20.00', turnover_min: '200.00', window_days: 30 },
  monthly_cap: 1,
};

test('a tiered and a ladder deal pay the same month as worked out by hand, and each player’s CPA says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const tiered = `Tiered ${suffix}`;
  const ladder = `Ladder ${suffix}`;
  await saveDeal({ name: tiered, currency: 'EUR', revenue_share: { mode: 'tiered', tiers }, cpa });
  await saveDeal({ name: ladder, currency: 'EUR', revenue_share: { mode: 'ladder', tiers }, cpa });
  const onTiered = await createAffiliate({ deal: tiered });
  const onLadder = await createAffiliate({ deal: ladder });

  const today = todayUtc();
  const base = Date.now() * 100;
  for (const [index, affiliate] of [onTiered, onLadder].entries()) {
    const first = base + index * 10;
    await feedPlayers(
      [0, 1, 2, 3].map((n) => ({
        customer_id: first + n,
        referral_code: affiliate.username.toUpperCase(),
        date_joined: today,
        category: 'casino' as const,
        country: 'MT',
      })),
    );
    const day = { currency: 'EUR', day: today, withdrawals: '0.00', bonuses: '0.00' };
    await feedActivity([
      // Qualified today: first deposit €50.00, turnover €300.00.
      { ...day, customer_id: first, deposits: '50.00', turnover: '300.00', winloss: '3000.00' },
      // Qualified today too, after the first: past the monthly cap of one.
      { ...day, customer_id: first + 1, deposits: '50.00', turnover: '300.00', winloss: '2500.00' },
      // Pending: turnover €120.00 of €200.00, the whole window left.
      { ...day, customer_id: first + 2, deposits: '50.00', turnover: '120.00', winloss: '0.00' },
      // Cannot qualify: a first deposit below €20.00.
      { ...day, customer_id: first + 3, deposits: '5.00', turnover: '500.00', winloss: '0.00' },
    ]);
  }

  // NGR 5,500.00 (no admin fee). Tiered: 5,500 × 35 % = 1,925.00. Ladder: 1,000 × 25 % + 4,000 × 30 %
  // + 500 × 35 % = 1,625.00. Each: one CPA of 100.00 paid, the second qualified player over the cap.
  for (const [affiliate, amount] of [
    [onTiered, '2025.00'],
    [onLadder, '1725.00'],
  ] as const) {
    const token = await apiSignIn(affiliate);
    const context = await request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}` },
    });
    const res = await context.get(fillPath(api.dashboard.commissionCurrent.path, { id: affiliate.id }));
    expect(res.status(), await res.text()).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ base: '5500.00', qualified_players: 2, cpa_paid_count: 1, amount });
    await context.dispose();
  }

  // The tiered affiliate on a phone: the Commission screen, then the players list.
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, onTiered);
  await page.goto('/commission');
  await expect(page.getByRole('heading', { name: /If the month closed now/ })).toContainText('€2,025.00');
  await expect(page.getByText(tiered).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/referrals');
  await expect(page.getByText('Turnover €120.00 of €200.00 — 30 days left').first()).toBeVisible();
  await expect(page.getByText('First deposit €5.00 was below the €20.00 required').first()).toBeVisible();
  await expect(page.getByText(/after the monthly cap of 1 paid player was reached/).first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
