import { memberPreferences, type Member, type Product } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { defaultPreferences } from './default-preferences.ts';
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
export async function getAffiliate(ctx: AppContext, affiliateId: number, include = ''): Promise<Member> {
  const row = await repo.findAffiliate(ctx.db, affiliateId);
  if (!row) throw sessionExpired();
  const includes = new Set(include.split(',').map((part) => part.trim()));
  const affiliate: Member = {
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
    affiliate.preferences = memberPreferences.parse({
      ...defaultPreferences,
      ...row.preferences,
      emailEvents: {
        ...defaultPreferences.emailEvents,
        ...(row.preferences.emailEvents as object | undefined),
      },
    });
  return affiliate;
}

export function getAffiliateProducts(ctx: AppContext, affiliateId: number): Promise<Product[]> {
  return repo.listAffiliateProducts(ctx.db, affiliateId);
}
