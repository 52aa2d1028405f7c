import type { PersonalTokenScope } from '@affiliate/contract/common/endpoint';
import type { PersonalToken } from '@affiliate/contract/endpoints/api-tokens';
import { tokenScopeLabels } from '@/lib/integration-labels';

/** Each scope in the affiliate's words: what a tool holding it may read. */
export const scopeText: Record<PersonalTokenScope, { label: string; explanation: string }> = {
  'reports:read': {
    label: tokenScopeLabels['reports:read'],
    explanation:
      'Read your reports and their exports (clicks, registrations, deposits, commission by day or sub-ID).',
  },
  'players:read': {
    label: tokenScopeLabels['players:read'],
    explanation: "Read your referred players list, its export and each player's months.",
  },
};

/** A token past its expiry is refused by the gateway; it stays listed until revoked. */
export function isExpired(token: Pick<PersonalToken, 'expires_at'>, now: Date): boolean {
  return new Date(token.expires_at).getTime() <= now.getTime();
}
