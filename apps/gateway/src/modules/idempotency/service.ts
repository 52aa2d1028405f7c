import { createHash } from 'node:crypto';
import { errorCodes } from '@affiliate/contract';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import * as repo from './repository.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_INVALID =
  'The Idempotency-Key header must be 1 to 200 visible ASCII characters.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was used with other parameters.';

/**
 * The Idempotency-Key header of a request that moves money: absent (null), or 1 to 200 visible ASCII
 * characters (a UUID fits; anything else is a client bug, answered 400 before anything happens).
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header))
    throw new ApiError(400, IDEMPOTENCY_KEY_INVALID, errorCodes.malformedRequest);
  return header;
}

/** A stable digest of the parameters that define what the request does (keys sorted, so field order does not matter). */
export function requestHash(parameters: Record<string, string | number | null>): string {
  const canonical = JSON.stringify(
    Object.keys(parameters)
      .sort()
      .map((name) => [name, parameters[name]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; statusCode: number; response: unknown };

/**
 * First thing in the request's transaction: claim the key, or find the answer kept for it. The same key
 * with other parameters is refused (422), so a client bug cannot pass for a retry.
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  k: { scope: string; key: string; requestHash: string; at: Date },
): Promise<Claim> {
  if (await repo.claimKey(tx, k)) return { kind: 'claimed' };
  const kept = await repo.findKept(tx, k.scope, k.key);
  if (!kept || kept.status_code === 0) throw new Error(`idempotency key ${k.scope} has no kept answer`);
  if (kept.request_hash !== k.requestHash) {
    throw new ApiError(422, IDEMPOTENCY_KEY_REUSED, errorCodes.validationFailed, {
      idempotency_key: [IDEMPOTENCY_KEY_REUSED],
    });
  }
  return { kind: 'replay', statusCode: kept.status_code, response: kept.response };
}

/** A replayed answer says so in a header (the body is the first one, word for word). */
export function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}

export { keepAnswer, releaseKey } from './repository.ts';
