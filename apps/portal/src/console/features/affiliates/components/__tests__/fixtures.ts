import type { AffiliateRecord, AffiliateSummary } from '@affiliate/contract/endpoints/operator-affiliates';

export function summary(overrides: Partial<AffiliateSummary> = {}): AffiliateSummary {
  return {
    id: 7,
    username: 'demo',
    email: 'demo@example.com',
    first_name: 'Dana',
    last_name: 'Demo',
    country: 'DE',
    currency: 'EUR',
    status: 'active',
    referral_code: 'GOLDDEMO',
    created_at: '2026-01-10T09:00:00.000Z',
    last_login_at: '2026-11-26T08:00:00.000Z',
    ...overrides,
  };
}

const plan = { revenue_share: '0.3000', admin_fee_rate: '0.1000', cpa_amount: '0.00', cpa_min_deposit: '0.00', negative_carry_over: true };
const figures = { clicks: 120, signups: 8, registrations: 6, first_depositors: 3, deposits: '900.00', turnover: '4000.00', winloss: '350.00', bonuses: '20.00' };

export function record(overrides: { profile?: Partial<AffiliateRecord['profile']> } & Partial<Omit<AffiliateRecord, 'profile'>> = {}): AffiliateRecord {
  const { profile, ...rest } = overrides;
  return {
    profile: { ...summary(), two_factor_enabled: true, suspension: null, ...profile },
    plan: {
      current: { ...plan, effective_from: '1900-01-01', created_by: 'system', created_at: '2026-01-10T09:00:00.000Z' },
      upcoming: null,
      history: [{ ...plan, effective_from: '1900-01-01', created_by: 'system', created_at: '2026-01-10T09:00:00.000Z' }],
    },
    referral_codes: [{ code: 'GOLDDEMO', is_default: true, tracking_url: 'http://localhost:3000/r/GOLDDEMO', clicks: 120, created_at: '2026-01-10T09:00:00.000Z' }],
    figures: { month: '2026-11', this_month: figures, last_12_months: { ...figures, clicks: 1400 } },
    balance: { currency: 'EUR', balance: '512.50', available: '412.50', held: '100.00' },
    recent_ledger: [
      { transaction_id: 31, kind: 'adjustment', amount: '12.50', balance_after: '512.50', description: 'Welcome bonus', created_by: 'operator:nora@goldline.example', created_at: '2026-11-20T10:00:00.000Z' },
    ],
    identity: { requires_manual: false, verified: true, attempts: [], attempts_left_today: 5, review_note: null },
    sessions: { active: 1, list: [{ id: '5f0c1d5e-7a5e-4f7e-9d41-2a0f7c0b9a11', user_agent: 'Mozilla/5.0 Chrome/131', ip: '203.0.113.•••', created_at: '2026-11-26T08:00:00.000Z', last_seen_at: '2026-11-27T08:00:00.000Z' }] },
    ...rest,
  };
}
