import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { customerId } from '../common/players.ts';
import { isoDate, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';

/**
 * Reversing a player's CPA (issue 36): finance or an admin takes a qualified player out of the CPA of the
 * month it qualified in, with a reason the affiliate reads on its players list. Once per player; audited.
 * A CPA its closed month paid is taken back at the next close, on a late line of that commission that
 * names the player and the reason (the amount the month paid for it: its tier's).
 */

export const CPA_REVERSAL_REASON_MAX_LENGTH = 500;
export const CPA_NOT_REVERSIBLE =
  'Only a qualified player’s CPA can be reversed: this player has not qualified.';
export const CPA_ALREADY_REVERSED = 'This player’s CPA is already reversed.';

export const cpaReversalRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the CPA is reversed: the affiliate reads it.')
    .max(CPA_REVERSAL_REASON_MAX_LENGTH, `A reason is at most ${CPA_REVERSAL_REASON_MAX_LENGTH} characters.`),
});

export const cpaReversal = z.object({
  customer_id: customerId,
  member_id: memberId,
  qualified_on: isoDate,
  reason: z.string(),
  reversed_by: z.string(),
  reversed_at: isoDateTime,
  /**
   * What the player's closed month paid for it, taken back at the next close; null when its month is
   * still open (the month's figures leave the player out) or the player was past the cap (nothing paid).
   */
  claw_back: moneyAmount.nullable(),
});
export type CpaReversal = z.infer<typeof cpaReversal>;

export const reverseCpa = endpoint({
  method: 'POST',
  path: '/api/v1/operator/players/{customerId}/cpa-reversal',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Reverse a qualified player’s CPA with a reason the affiliate reads (409 when not qualified or already reversed); a CPA a closed month paid is taken back at the next close',
  tags: ['operator'],
  params: z.object({ customerId }),
  body: cpaReversalRequest,
  status: 201,
  response: dataEnvelope(cpaReversal),
});
