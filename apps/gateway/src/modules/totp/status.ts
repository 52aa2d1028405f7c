import type { TwoFactorStatus } from '@affiliate/contract';

export interface TwoFactorState {
  /** A secret is stored (set up, confirmed or not). */
  setUp: boolean;
  confirmedAt: Date | null;
  /** `members.two_factor_enabled`: whether sign-in asks for a code. */
  enabled: boolean;
}

/** off (no secret) -> pending (not confirmed) -> enabled <-> disabled; a reset goes back to off. */
export function deriveTwoFactorStatus(state: TwoFactorState): TwoFactorStatus {
  if (!state.setUp) return 'off';
  if (!state.confirmedAt) return 'pending';
  return state.enabled ? 'enabled' : 'disabled';
}
