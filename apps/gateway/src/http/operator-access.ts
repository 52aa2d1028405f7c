import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes, operatorRoles, roleAdmits, type Endpoint, type OperatorRole } from '@affiliate/contract';
import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ApiError, forbidden, sessionExpired, unauthenticated } from './api-error.ts';
import { bearerToken, deny } from './access-denial.ts';
import type { AuditOperator } from './audit.ts';
import { verifyOperatorAccessToken } from './operator-tokens.ts';

/**
 * Who acts on an `operator` endpoint: a machine holding a static operator token (the player and activity
 * feed, the CLI on the server), known by the token's fingerprint; or a person signed in to the console.
 */
export type ActingOperator =
  | { kind: 'machine'; fingerprint: string }
  | { kind: 'person'; id: number; email: string; role: OperatorRole; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts on `operator` endpoints, else null (contract handlers of `operator` endpoints get it non-null by type). */
    operator: ActingOperator | null;
  }
}

/** Compares through fixed-length digests so neither content nor length leaks through timing. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The first 8 hex digits of the SHA-256 of a static token: tells the configured tokens (one per machine)
 * apart without keeping or logging any of them, and stays the same when OPERATOR_TOKENS is reordered.
 */
export function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 8);
}

function isStaticToken(ctx: AppContext, token: string): boolean {
  // Check every configured token (no early exit) so timing does not tell which one nearly matched.
  return ctx.config.operatorTokens.map((t) => sameSecret(token, t)).some(Boolean);
}

/** The audit's name for who acts. */
export function auditOperator(operator: ActingOperator): AuditOperator {
  return operator.kind === 'machine' ? { machine: operator.fingerprint } : { operatorId: operator.id };
}

/**
 * A console access token whose session is open and whose operator is enabled, read from the database on
 * every request: disabling an operator or ending a sign-in takes effect on the next request.
 */
async function signedInOperator(
  request: FastifyRequest,
  token: string,
): Promise<Extract<ActingOperator, { kind: 'person' }>> {
  const ctx = request.server.ctx;
  let claims;
  try {
    claims = await verifyOperatorAccessToken(ctx, token);
  } catch (error) {
    const expired = (error as ApiError).code === errorCodes.sessionExpired;
    return deny(request, error as ApiError, expired ? 'operator-token-expired' : 'operator-token-invalid');
  }
  const row = await ctx.db.maybeOne<{
    revoked_at: Date | null;
    enabled: boolean;
    role: OperatorRole;
    email: string;
  }>(
    'SELECT s.revoked_at, o.enabled, o.role, o.email FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.id = $1 AND s.operator_id = $2',
    [claims.sessionId, claims.operatorId],
  );
  const who = { operatorId: claims.operatorId };
  if (!row) return deny(request, sessionExpired(), 'operator-session-unknown', who);
  if (!row.enabled)
    return deny(
      request,
      new ApiError(403, 'This operator account is disabled.', errorCodes.accountDisabled),
      'operator-disabled',
      who,
    );
  if (row.revoked_at) return deny(request, sessionExpired(), 'operator-session-revoked', who);
  return {
    kind: 'person',
    id: claims.operatorId,
    email: row.email,
    role: row.role,
    sessionId: claims.sessionId,
  };
}

/**
 * The guard of an `operator` endpoint: a static operator token (a machine, admitted everywhere), or a
 * console operator whose role the endpoint admits (`roleAdmits`); anyone else 401, another role 403.
 * The roles are read as the route is registered, so an endpoint that declares none stops the server.
 */
export function requireOperator(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'access' | 'roles'>,
): onRequestAsyncHookHandler {
  const admitted = new Set(operatorRoles.filter((role) => roleAdmits(endpoint, role)));
  return async function (request) {
    const token = bearerToken(request);
    if (!token) return deny(request, unauthenticated(), 'no-token');
    if (isStaticToken(request.server.ctx, token)) {
      request.operator = { kind: 'machine', fingerprint: tokenFingerprint(token) };
      return;
    }
    const person = await signedInOperator(request, token);
    if (!admitted.has(person.role))
      return deny(request, forbidden('Your role does not allow this action.'), 'role-not-admitted', {
        operatorId: person.id,
      });
    request.operator = person;
  };
}

/**
 * Who acted, for a money action's timeline and ledger: `operator:<email>` for a console operator,
 * `operator:<fingerprint>` for a machine. Affiliates never read it: their history shows "operator"
 * (modules/statements/history-presenter.ts). Call on operator endpoints only.
 */
export const MACHINE_HAS_NO_ACCOUNT = 'A machine operator token has no console account.';

/**
 * On an endpoint the contract marks `actor: 'person'` (the console's signed-in person: their account,
 * their sessions), a machine's token is refused, 403. A preHandler, so it runs after the request is
 * validated: a malformed request is the contract's 400 or 422 whoever sends it.
 */
export const requireConsolePerson: preHandlerAsyncHookHandler = async function (request) {
  if (request.operator?.kind === 'machine') {
    return deny(request, forbidden(MACHINE_HAS_NO_ACCOUNT), 'machine-has-no-account', {
      machine: request.operator.fingerprint,
    });
  }
};

/** The console person acting (requireConsolePerson has refused a machine's token): narrows the type. */
export function consolePerson(operator: ActingOperator): Extract<ActingOperator, { kind: 'person' }> {
  if (operator.kind === 'machine') throw forbidden(MACHINE_HAS_NO_ACCOUNT);
  return operator;
}

export function operatorActor(request: FastifyRequest): string {
  const operator = request.operator;
  if (!operator) throw new Error(`${request.method} ${request.url}: no operator guard admitted this request`);
  return `operator:${operator.kind === 'person' ? operator.email : operator.fingerprint}`;
}

/**
 * `operatorActor`'s record as an operator reads it: the console operator's email, or `machine <fingerprint>`
 * for a static token (a fingerprint is 8 hex digits, an email always has an @).
 */
export function actorName(actor: string): string {
  const who = actor.startsWith('operator:') ? actor.slice('operator:'.length) : actor;
  return /^[0-9a-f]{8}$/.test(who) ? `machine ${who}` : who;
}
