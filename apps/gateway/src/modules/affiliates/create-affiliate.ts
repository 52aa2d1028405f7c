import { errorCodes, type CreateAffiliateRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertAcceptablePassword } from '../auth/service.ts';
import { insertAffiliate } from './new-affiliate.ts';

/** Creates an affiliate (operator API and CLI). A taken username or email is a 409 naming the field. */
export async function createAffiliate(
  ctx: AppContext,
  input: CreateAffiliateRequest,
): Promise<{ id: number; username: string }> {
  assertAcceptablePassword(input.password, [input.username, input.email]);
  const passwordHash = await hashPassword(input.password);
  try {
    const { id, username } = await ctx.db.transaction((tx) =>
      insertAffiliate(tx, { ...input, passwordHash }),
    );
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
