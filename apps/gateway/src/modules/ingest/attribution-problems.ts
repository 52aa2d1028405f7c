import {
  PLAYER_ALREADY_REMOVED,
  PLAYER_ATTRIBUTION_PERMANENT,
  PLAYER_MOVE_ONLY_CODE,
  PLAYER_MOVE_OTHER_CURRENCY,
  PLAYER_MOVE_REASON_REQUIRED,
} from '@affiliate/contract';
import type { AttributionConflict } from './player-repository.ts';

/** Where and how a row that would take another affiliate's player is refused (issue 39). */
export const attributionField: Record<AttributionConflict['problem'], string> = {
  permanent: 'referral_code',
  reason: 'reason',
  currency: 'referral_code',
  other_changes: 'referral_code',
  removed: 'customer_id',
};
export const attributionProblem: Record<AttributionConflict['problem'], string> = {
  permanent: PLAYER_ATTRIBUTION_PERMANENT,
  reason: PLAYER_MOVE_REASON_REQUIRED,
  currency: PLAYER_MOVE_OTHER_CURRENCY,
  other_changes: PLAYER_MOVE_ONLY_CODE,
  removed: PLAYER_ALREADY_REMOVED,
};
