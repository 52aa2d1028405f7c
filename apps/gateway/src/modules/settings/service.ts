import { MAINTENANCE_SETTING_CODE, errorCodes, maintenanceSetting } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { KYC_WITHDRAWALS_SETTING, kycWithdrawalRule } from '../kyc/withdrawal-rule.ts';
import * as repo from './repository.ts';

/** The public settings keyed by code, as the portal reads them (`data['system.maintenance'].app`). */
export async function publicSettings(ctx: AppContext, filterByCode?: string): Promise<Record<string, unknown>> {
  const rows = await repo.listPublicSettings(ctx.db, filterByCode);
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

const BRAND_SETTING_CODE = 'brand';

/** The brand's name for /config.json, from the `brand` setting (cached: see BrandNameCache). */
export function brandName(ctx: AppContext): Promise<string> {
  return ctx.brandName.get(ctx.config.now().getTime(), async () => {
    const brand = await repo.findSetting(ctx.db, BRAND_SETTING_CODE);
    const name = (brand?.value as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' && name ? name : 'Goldline Partners';
  });
}

// Settings the portal reads before sign-in are public; anything else the operator adds stays private.
const publicPrefixes = ['system.', 'brand'];

/** Operator: set a setting. `system.maintenance` must keep the `{ app: [{key, value}] }` shape. */
export async function putSetting(ctx: AppContext, code: string, value: unknown): Promise<{ code: string; value: unknown }> {
  let stored = value;
  if (code === MAINTENANCE_SETTING_CODE) {
    const parsed = maintenanceSetting.safeParse(value);
    if (!parsed.success) {
      throw new ApiError(422, 'system.maintenance must be { app: [{ key, value }] }.', errorCodes.validationFailed, { app: ['system.maintenance must be { app: [{ key, value }] }.'] });
    }
    stored = parsed.data;
  }
  if (code === KYC_WITHDRAWALS_SETTING) {
    const parsed = kycWithdrawalRule.safeParse(value);
    if (!parsed.success) {
      const message = `${KYC_WITHDRAWALS_SETTING} must be { require: 'never' | 'first-withdrawal' } or { require: 'above-amount', amount: '500.00' }.`;
      throw new ApiError(422, message, errorCodes.validationFailed, { require: [message] });
    }
    stored = parsed.data;
  }
  await repo.upsertSetting(ctx.db, code, stored, publicPrefixes.some((prefix) => code.startsWith(prefix)));
  if (code === BRAND_SETTING_CODE) ctx.brandName.forget();
  return { code, value: stored };
}
