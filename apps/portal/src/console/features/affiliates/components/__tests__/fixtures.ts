import type {
  AffiliateIntegrations,
  IntegrationDelivery,
} from '@affiliate/contract/endpoints/affiliate-integrations';
import { dealSummary, type Deal, type DealDocument } from '@affiliate/contract';
import type { Brand } from '@affiliate/contract/endpoints/brands';
import type {
  AffiliateRecord,
  AffiliateSummary,
  PlanVersion,
} from '@affiliate/contract/endpoints/operator-affiliates';

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

/** The program's default deal the affiliate started on: what the plan's flat terms below say. */
export const standardDeal: DealDocument = {
  name: 'Standard EUR',
  currency: 'EUR',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  admin_fee_rate: '0.10',
  negative_carry_over: 'carry',
};

/** A tiered casino deal for next year, in the affiliate's currency. */
export const casinoTiers: DealDocument = {
  name: 'Casino tiers 2027',
  currency: 'EUR',
  revenue_share: {
    mode: 'tiered',
    tiers: [
      { from: '0', rate: '0.25' },
      { from: '10000.00', rate: '0.30' },
    ],
  },
  admin_fee_rate: '0.10',
  negative_carry_over: 'carry',
};

/** A deal of the first brand alone, in the affiliate's currency: assigned for that brand only. */
export const goldlineVip: DealDocument = {
  name: 'Goldline VIP',
  currency: 'EUR',
  brand: 'goldline',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.40' }] },
  negative_carry_over: 'carry',
};

/** A deal of a Brazilian brand, in another currency than the affiliate's. */
const sportsBrl: DealDocument = {
  name: 'Sports BRL',
  currency: 'BRL',
  brand: 'goldline-br',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] },
  negative_carry_over: 'reset',
};

function deal(document: DealDocument, overrides: Partial<Deal> = {}): Deal {
  const version = {
    version: 1,
    effective_from: '1900-01-01',
    document,
    summary: dealSummary(document),
    created_by: 'operator:fin@goldline.example',
    created_at: '2026-11-02T09:00:00.000Z',
  };
  return {
    name: document.name,
    current: version,
    versions: [version],
    affiliates: 0,
    is_default: false,
    ...overrides,
  };
}

/** The program's deals as listDeals answers them: the default first, then by name. */
export function deals(): Deal[] {
  return [
    deal(standardDeal, { affiliates: 14, is_default: true }),
    deal(casinoTiers, { affiliates: 2 }),
    deal(goldlineVip),
    deal(sportsBrl, { affiliates: 1 }),
  ];
}

function brand(code: string, name: string, currency: string, isFirst: boolean): Brand {
  const landing = isFirst ? null : `https://${code}.example/`;
  return {
    code,
    name,
    currency,
    landing_url: landing,
    effective_landing_url: landing ?? 'https://goldline.example/',
    logo_url: null,
    open_to_affiliates: true,
    is_first: isFirst,
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-01T09:00:00.000Z',
  };
}

/** The program's brands as listBrands answers them: the first brand first, then by name. */
export function brands(): Brand[] {
  return [
    brand('goldline', 'Goldline Casino', 'EUR', true),
    brand('goldline-br', 'Goldline Bet Brasil', 'BRL', false),
  ];
}

/** A plan version as the gateway answers it: its flat terms, its deal and what the deal pays in words. */
export function planVersion(overrides: Partial<PlanVersion> = {}): PlanVersion {
  return {
    revenue_share: '0.3000',
    admin_fee_rate: '0.1000',
    cpa_amount: '0.00',
    cpa_min_deposit: '0.00',
    negative_carry_over: true,
    effective_from: '1900-01-01',
    created_by: 'system',
    created_at: '2026-01-10T09:00:00.000Z',
    deal: standardDeal.name,
    deal_version: 1,
    deal_summary: dealSummary(standardDeal),
    ...overrides,
  };
}
const figures = {
  clicks: 120,
  signups: 8,
  registrations: 6,
  first_depositors: 3,
  deposits: '900.00',
  turnover: '4000.00',
  winloss: '350.00',
  bonuses: '20.00',
};

export function record(
  overrides: { profile?: Partial<AffiliateRecord['profile']> } & Partial<
    Omit<AffiliateRecord, 'profile'>
  > = {},
): AffiliateRecord {
  const { profile, ...rest } = overrides;
  return {
    profile: { ...summary(), two_factor_enabled: true, suspension: null, ...profile },
    plan: { current: planVersion(), upcoming: null, history: [planVersion()], brand_deals: [] },
    referral_codes: [
      {
        code: 'GOLDDEMO',
        is_default: true,
        brand: 'goldline',
        brand_name: 'Goldline Casino',
        tracking_url: 'http://localhost:3000/r/GOLDDEMO',
        clicks: 120,
        created_at: '2026-01-10T09:00:00.000Z',
      },
    ],
    parent: null,
    sub_affiliates: 0,
    figures: {
      month: '2026-11',
      this_month: figures,
      last_12_months: { ...figures, clicks: 1400 },
      this_month_by_brand: [{ ...figures, brand: 'goldline-partners', name: 'Goldline Partners' }],
    },
    balance: { currency: 'EUR', balance: '512.50', available: '412.50', held: '100.00' },
    recent_ledger: [
      {
        transaction_id: 31,
        kind: 'adjustment',
        amount: '12.50',
        balance_after: '512.50',
        description: 'Welcome bonus',
        created_by: 'operator:nora@goldline.example',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    identity: {
      requires_manual: false,
      verified: true,
      attempts: [],
      attempts_left_today: 5,
      review_note: null,
    },
    sessions: {
      active: 1,
      list: [
        {
          id: '5f0c1d5e-7a5e-4f7e-9d41-2a0f7c0b9a11',
          user_agent: 'Mozilla/5.0 Chrome/131',
          ip: '203.0.113.•••',
          created_at: '2026-11-26T08:00:00.000Z',
          last_seen_at: '2026-11-27T08:00:00.000Z',
        },
      ],
    },
    ...rest,
  };
}

const delivery = (id: number, overrides: Partial<IntegrationDelivery> = {}): IntegrationDelivery => ({
  id,
  test: false,
  created_at: '2026-11-27T09:00:00.000Z',
  state: 'delivered',
  attempts: 1,
  last_attempt_at: '2026-11-27T09:00:01.000Z',
  next_attempt_at: null,
  status: 200,
  latency_ms: 84,
  ...overrides,
});

/** A postback that works, one switched off after failures, a token in use and a revoked one. */
export function integrations(overrides: Partial<AffiliateIntegrations> = {}): AffiliateIntegrations {
  return {
    postbacks: [
      {
        event: 'first_deposit',
        url: 'https://tracker.example/pb/***?cid={click_id}&amt={amount}',
        method: 'POST',
        enabled: false,
        consecutive_failures: 20,
        disabled_at: '2026-11-20T08:00:00.000Z',
        updated_at: '2026-11-01T08:00:00.000Z',
        deliveries: [delivery(40, { state: 'gave_up', status: 503, latency_ms: 1200, attempts: 8 })],
      },
      {
        event: 'registration',
        url: 'https://tracker.example/conv?cid={click_id}&api_key=***',
        method: 'GET',
        enabled: true,
        consecutive_failures: 0,
        disabled_at: null,
        updated_at: '2026-11-01T08:00:00.000Z',
        deliveries: [delivery(42), delivery(41, { test: true, latency_ms: 95 })],
      },
    ],
    signing_secret: { created_at: '2026-11-01T08:00:00.000Z', previous_valid_until: null },
    api_tokens: [
      {
        id: '0b9e8a2c-54c1-4d0e-9a5b-0c1f2d3e4f50',
        name: 'StatsDrone',
        prefix: 'gpat_Ab12Cd',
        scopes: ['reports:read', 'players:read'],
        created_at: '2026-11-02T08:00:00.000Z',
        expires_at: '2099-01-31T08:00:00.000Z',
        last_used_at: '2026-11-27T07:00:00.000Z',
        revoked_at: null,
        revoked_by: null,
        revoked_reason: null,
      },
      {
        id: '1c0f9b3d-65d2-4e1f-8b6c-1d2e3f405162',
        name: 'Old tracker',
        prefix: 'gpat_Zz98Yx',
        scopes: ['players:read'],
        created_at: '2026-06-02T08:00:00.000Z',
        expires_at: '2026-09-02T08:00:00.000Z',
        last_used_at: null,
        revoked_at: '2026-08-01T08:00:00.000Z',
        revoked_by: 'operator:sam@brand.example',
        revoked_reason: 'Seen in a public repository',
      },
    ],
    ...overrides,
  };
}
