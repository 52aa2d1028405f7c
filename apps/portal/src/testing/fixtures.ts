import { useAuthStore } from '@/lib/auth-store';
import type { Member } from '@affiliate/contract/endpoints/members';
import type { ListedPlayer, ReferredPlayerRecord } from '@affiliate/contract/endpoints/referrals';

/** A signed-in affiliate as GET /bo/me answers it. */
export function memberFixture(currency = 'EUR', symbol = '€'): Member {
  return {
    id: 7,
    username: 'demo',
    email: 'demo@example.com',
    firstName: 'Dana',
    lastName: 'Demo',
    country: 'GB',
    currency: { code: currency, symbol },
    details: { enabled: true },
    createdAt: '2024-01-10T09:00:00Z',
  };
}

export const signedInUser = {
  id: 7,
  username: 'demo',
  email: 'demo@example.com',
  name: 'Dana Demo',
  twoFactorEnabled: false,
  lastLoginAt: null,
};

/** A referred player's record, as the player's page (GET /affiliate/{id}/member/{playerId}/months) answers it. */
export function referredPlayer(
  customerId: number,
  overrides: Partial<ReferredPlayerRecord> = {},
): ReferredPlayerRecord {
  return {
    customer_id: customerId,
    date_joined: '2026-03-01',
    registered_at: '2026-03-04T12:00:00Z',
    category: 'casino',
    brand: 'goldline-partners',
    country: 'DE',
    first_deposit_date: '2026-03-05',
    first_deposit_amount: '50',
    deposits: '1250.5',
    withdrawals: '0',
    turnover: '9876.54',
    winloss: '-120.1',
    bonuses: '25',
    ...overrides,
  };
}

/** A row of the players list (GET /affiliate/{id}/member): the record with its CPA status, qualified by default. */
export function listedPlayer(customerId: number, overrides: Partial<ListedPlayer> = {}): ListedPlayer {
  return {
    ...referredPlayer(customerId),
    cpa_status: 'qualified',
    cpa_reason: 'Qualified on 03/05/2026',
    cpa_qualified_on: '2026-03-05',
    ...overrides,
  };
}

/** The specification's pagination meta for page `page` of `total` rows. */
export function pageMeta(page: number, perPage: number, total: number, extra: Record<string, unknown> = {}) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return {
    current_page: page,
    last_page: last,
    from,
    to,
    total,
    per_page: perPage,
    prev_page_url: page > 1 ? `/member?page=${page - 1}` : null,
    next_page_url: page < last ? `/member?page=${page + 1}` : null,
    links: [],
    ...extra,
  };
}

/** A signed-in session (access token valid for an hour) for screens that call member endpoints. */
export function startSignedInSession(): void {
  useAuthStore.setState({
    token: 'access',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    refreshToken: 'refresh',
    user: signedInUser,
  });
}
