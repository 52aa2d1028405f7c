import { z } from 'zod';
import { cpaReversalRequest, type CpaReversal } from '@affiliate/contract/endpoints/cpa-reversals';

export const PLAYER_ID_NOT_VALID = 'A player id is a whole number above 0, like 123.';

/**
 * The Reverse a CPA form as typed: the player's id at the brand (the contract's customer id, a whole
 * number) and the contract's own reason rule, so the form refuses what the gateway would.
 */
export const cpaReversalForm = z.object({
  customer_id: z
    .string()
    .trim()
    .regex(/^\d{1,16}$/, PLAYER_ID_NOT_VALID)
    .refine((value) => Number(value) >= 1 && Number.isSafeInteger(Number(value)), PLAYER_ID_NOT_VALID),
  reason: cpaReversalRequest.shape.reason,
});
export type CpaReversalValues = z.input<typeof cpaReversalForm>;

/**
 * The gateway's answer in words. A player is named by its id alone, so it may belong to another
 * affiliate than the record's: then the message says whose it was.
 */
export function reversedText(reversal: CpaReversal, memberId: number): string {
  const whose =
    reversal.member_id === memberId ? '' : ` (a player of affiliate #${reversal.member_id}, not of this one)`;
  const takenBack =
    reversal.claw_back === null
      ? ''
      : `. Its month is closed: the ${reversal.claw_back} it paid is taken back at the next close, on a line naming the player`;
  return `CPA of player ${reversal.customer_id} reversed${whose}; the affiliate sees: ${reversal.reason}${takenBack}`;
}
