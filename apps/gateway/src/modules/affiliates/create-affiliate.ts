import { errorCodes, type CreateAffiliateRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertAcceptablePassword } from '../auth/service.ts';
import { assignDealIn } from '../deals/service.ts';
import { insertAffiliate } from './new-affiliate.ts';

/**
 * Creates an affiliate (operator API and CLI). A taken username or email is a 409 naming the field. A
 * named deal applies from the running month (422 on `deal` for an unknown deal or one in another
 * currency); without one, the database puts them on the program's default deal (migration 058).
 */
export async function createAffiliate(
  ctx: AppContext,
  input: CreateAffiliateRequest,
  createdBy = 'operator',
): Promise<{ id: number; username: string }> {
  assertAcceptablePassword(input.password, [input.username, input.email]);
  const passwordHash = await hashPassword(input.password);
  try {
    const { id, username } = await ctx.db.transaction(async (tx) => {
      const created = await insertAffiliate(tx, { ...input, passwordHash });
      if (input.deal !== undefined)
        await assignDealIn(tx, ctx.config.now(), created.id, { deal: input.deal }, createdBy);
      return created;
    });
    return { id, username };
  } catch (error) {
    const constraint =
      (error as { code?: string; constraint?: string; message?: string }).code === '23505'
        ? String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message)
        : null;
    if (constraint?.includes('username'))
      throw new ApiError(409, 'The username has already been taken.', errorCodes.conflict, {
        username: ['The username has already been taken.'],
      });
    if (constraint?.includes('email'))
      throw new ApiError(409, 'The email has already been taken.', errorCodes.conflict, {
        email: ['The email has already been taken.'],
      });
    throw error;
  }
}
