import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { customerId } from '../common/players.ts';
import { isoDate, isoDateTime, memberId } from '../common/primitives.ts';

/**
 * Reversing a player's CPA (issue 36): finance or an admin takes a qualified player out of the CPA of the
 * month it qualified in, with a reason the affiliate reads on its players list. Only a month not yet
 * closed (a closed month's CPA was paid: adjust the balance instead), and once per player. Audited.
 */

export const CPA_REVERSAL_REASON_MAX_LENGTH = 500;
export const CPA_NOT_REVERSIBLE =
  'Only a qualified player’s CPA can be reversed: this player has not qualified.';
export const CPA_ALREADY_REVERSED = 'This player’s CPA is already reversed.';
export const CPA_MONTH_CLOSED =
  'The month this CPA was paid in is closed: adjust the affiliate’s balance instead.';

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
});
export type CpaReversal = z.infer<typeof cpaReversal>;

export const reverseCpa = endpoint({
  method: 'POST',
  path: '/api/v1/operator/players/{customerId}/cpa-reversal',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Reverse a qualified player’s CPA with a reason the affiliate reads (409 when not qualified, already reversed, or its month is closed)',
  tags: ['operator'],
  params: z.object({ customerId }),
  body: cpaReversalRequest,
  status: 201,
  response: dataEnvelope(cpaReversal),
});
