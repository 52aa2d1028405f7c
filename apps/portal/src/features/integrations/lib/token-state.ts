import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PersonalTokenScope } from '@affiliate/contract/common/endpoint';
import type { PersonalToken } from '@affiliate/contract/endpoints/api-tokens';

/**
 * Each scope in the affiliate's words: what a tool holding it may read. The labels are those of
 * lib/integration-labels.ts (the operator console's, in English), here as catalog messages.
 */
export const scopeText: Record<
  PersonalTokenScope,
  { label: MessageDescriptor; explanation: MessageDescriptor }
> = {
  'reports:read': {
    label: msg`Reports`,
    explanation: msg`Read your reports and their exports (clicks, registrations, deposits, commission by day or sub-ID).`,
  },
  'players:read': {
    label: msg`Players`,
    explanation: msg`Read your referred players list, its export and each player's months.`,
  },
};

/** A token past its expiry is refused by the gateway; it stays listed until revoked. */
export function isExpired(token: Pick<PersonalToken, 'expires_at'>, now: Date): boolean {
  return new Date(token.expires_at).getTime() <= now.getTime();
}
