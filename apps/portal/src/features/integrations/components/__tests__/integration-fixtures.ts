import type { PersonalToken } from '@affiliate/contract/endpoints/api-tokens';
import type { PostbackDelivery, PostbackSettings } from '@affiliate/contract/endpoints/postbacks';

export const POSTBACKS = '/api/v1/affiliate/7/postbacks';
export const DELIVERIES = `${POSTBACKS}/deliveries`;
export const TOKENS = '/api/v1/affiliate/7/api-tokens';

export function postbackFixture(overrides: Partial<PostbackSettings> = {}): PostbackSettings {
  return {
    event: 'registration',
    url: 'https://tracker.example/pb?cid={click_id}',
    method: 'GET',
    enabled: true,
    consecutive_failures: 0,
    disabled_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function deliveryFixture(id: number, overrides: Partial<PostbackDelivery> = {}): PostbackDelivery {
  return {
    id,
    event: 'registration',
    test: false,
    created_at: '2026-11-20T10:00:00.000Z',
    state: 'delivered',
    attempts: 1,
    next_attempt_at: null,
    last_attempt_at: '2026-11-20T10:00:01.000Z',
    address: 'https://tracker.example/pb?cid=abc&token=***',
    status: 200,
    latency_ms: 42,
    response: 'OK',
    ...overrides,
  };
}

let tokenCount = 0;

export function tokenFixture(name: string, overrides: Partial<PersonalToken> = {}): PersonalToken {
  return {
    id: `00000000-0000-4000-8000-${String(++tokenCount).padStart(12, '0')}`,
    name,
    prefix: 'gpat_AbCd',
    scopes: ['reports:read'],
    created_at: '2026-11-01T10:00:00.000Z',
    expires_at: '2099-01-01T10:00:00.000Z',
    last_used_at: null,
    ...overrides,
  };
}
