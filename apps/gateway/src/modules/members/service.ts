import {
  errorCodes,
  memberPreferences,
  type CreateAffiliateRequest,
  type Member,
  type Product,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, sessionExpired } from '../../http/api-error.ts';
import { assertAcceptablePassword } from '../auth/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { defaultPreferences, insertAffiliate } from './new-affiliate.ts';
import * as repo from './repository.ts';

const currencySymbols: Record<string, string> = {
  EUR: '€',
  GBP: '£',
  USD: '$',
  CAD: 'CA$',
  AUD: 'A$',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
  CHF: 'CHF',
  JPY: '¥',
  BRL: 'R$',
};

/** The signed-in affiliate; `include` is a comma-separated list (`preferences`). */
export async function getMember(ctx: AppContext, memberId: number, include = ''): Promise<Member> {
  const row = await repo.findMember(ctx.db, memberId);
  if (!row) throw sessionExpired();
  const includes = new Set(include.split(',').map((part) => part.trim()));
  const member: Member = {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country.trim(),
    currency: {
      code: row.currency.trim(),
      symbol: currencySymbols[row.currency.trim()] ?? row.currency.trim(),
    },
    details: { enabled: row.enabled },
    createdAt: row.created_at.toISOString(),
  };
  if (includes.has('preferences'))
    member.preferences = memberPreferences.parse({
      ...defaultPreferences,
      ...row.preferences,
      emailEvents: {
        ...defaultPreferences.emailEvents,
        ...(row.preferences.emailEvents as object | undefined),
      },
    });
  return member;
}

export function getMemberProducts(ctx: AppContext, memberId: number): Promise<Product[]> {
  return repo.listMemberProducts(ctx.db, memberId);
}

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
