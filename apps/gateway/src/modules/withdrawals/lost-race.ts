import { errorCodes, type WithdrawalStatus } from '@affiliate/contract';
import { displayMinute } from '../../calendar/display-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lastMoveTo } from './repository.ts';

const OPERATOR_PREFIX = 'operator:';

/**
 * Who a recorded actor is, in an operator's words: a console operator by their address, a machine by
 * what it is (its fingerprint tells the brand's staff nothing), the affiliate, or the gateway itself.
 */
export function actorInWords(actor: string): string {
  if (actor === 'member') return 'the affiliate';
  if (!actor.startsWith(OPERATOR_PREFIX)) return 'the system';
  const who = actor.slice(OPERATOR_PREFIX.length);
  return who.includes('@') ? who : 'a machine token';
}

/** `11/27/2026 14:02 UTC`: the portal's MM/DD/YYYY with the time, in UTC so operators anywhere read one time. */
export const utcMinute = (at: Date): string => displayMinute(at);

/**
 * The 409 of a status change that found the withdrawal no longer where it may start from. An operator
 * who lost a race to another (two managers on one queue) is told who did what and when, from the
 * withdrawal's recorded move; the affiliate is told only the status, never an operator's address.
 */
export async function statusConflict(
  db: Queryable,
  row: { id: number; status: WithdrawalStatus },
  attempted: string,
  actor: string,
): Promise<ApiError> {
  const plain = new ApiError(
    409,
    `This withdrawal is ${row.status} and can no longer be ${attempted}.`,
    errorCodes.conflict,
  );
  if (!actor.startsWith(OPERATOR_PREFIX) || row.status === 'pending') return plain;
  const move = await lastMoveTo(db, row.id, row.status);
  if (move === null) return plain;
  return new ApiError(
    409,
    `Already ${row.status} by ${actorInWords(move.actor)} at ${utcMinute(move.at)}.`,
    errorCodes.conflict,
  );
}
