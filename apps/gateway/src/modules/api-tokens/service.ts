import { randomBytes, randomUUID } from 'node:crypto';
import {
  AFFILIATE_TOKENS_SHOWN,
  errorCodes,
  type IntegrationToken,
  PERSONAL_TOKEN_PREFIX,
  PERSONAL_TOKENS_MAX,
  type PersonalToken,
  type PersonalTokenScope,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { personalTokenHash } from '../../http/personal-tokens.ts';
import * as repo from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Characters of the secret kept for the list: the prefix and 6 of the random part (36 bits: not a guess's help). */
const SHOWN_CHARACTERS = PERSONAL_TOKEN_PREFIX.length + 6;

function tokenOf(row: repo.TokenRow): PersonalToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as PersonalTokenScope[],
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export async function listPersonalTokens(ctx: AppContext, affiliateId: number): Promise<PersonalToken[]> {
  return (await repo.listTokens(ctx.db, affiliateId)).map(tokenOf);
}

export function integrationTokenOf(row: repo.RevocableTokenRow): IntegrationToken {
  return {
    ...tokenOf(row),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    revoked_by: row.revoked_by,
    revoked_reason: row.revoked_reason,
  };
}

/** The affiliate's tokens for the console: revoked ones too, and still never a secret or its hash. */
export async function tokensForOperator(ctx: AppContext, affiliateId: number): Promise<IntegrationToken[]> {
  return (await repo.listTokensWithRevoked(ctx.db, affiliateId, AFFILIATE_TOKENS_SHOWN)).map(
    integrationTokenOf,
  );
}

export async function createPersonalToken(
  ctx: AppContext,
  affiliateId: number,
  input: { name: string; expires_in_days: number; scopes: PersonalTokenScope[] },
  ip: string,
): Promise<{ token: PersonalToken; secret: string }> {
  const secret = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const at = ctx.config.now();
  const row = await ctx.db.transaction((tx) =>
    repo.insertToken(
      tx,
      {
        id: randomUUID(),
        affiliateId: affiliateId,
        name: input.name,
        prefix: secret.slice(0, SHOWN_CHARACTERS),
        hash: personalTokenHash(secret),
        scopes: input.scopes,
        createdAt: at,
        expiresAt: new Date(at.getTime() + input.expires_in_days * DAY_MS),
      },
      PERSONAL_TOKENS_MAX,
    ),
  );
  if (!row)
    throw new ApiError(
      409,
      { key: 'error.apiToken.limit', values: { max: PERSONAL_TOKENS_MAX } },
      errorCodes.conflict,
    );
  await recordAudit(ctx, {
    event: 'api-token.created',
    affiliateId,
    ip,
    detail: { tokenId: row.id, scopes: input.scopes, expiresInDays: input.expires_in_days },
  });
  return { token: tokenOf(row), secret };
}

export async function revokePersonalToken(
  ctx: AppContext,
  affiliateId: number,
  tokenId: string,
  ip: string,
): Promise<void> {
  if (!(await repo.revokeToken(ctx.db, affiliateId, tokenId, ctx.config.now()))) {
    throw new ApiError(404, 'No such token.', errorCodes.notFound);
  }
  await recordAudit(ctx, { event: 'api-token.revoked', affiliateId, ip, detail: { tokenId } });
}
