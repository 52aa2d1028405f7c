import {
  MAINTENANCE_SETTING_CODE,
  affiliateUnderMaintenance,
  errorCodes,
  maintenanceSetting,
  type ProgramSettings,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { checkSetting, settingCheck } from './checks.ts';
import * as repo from './repository.ts';

/** The public settings keyed by code, as the portal reads them (`data['system.maintenance'].app`). */
export async function publicSettings(
  ctx: AppContext,
  filterByCode?: string,
): Promise<Record<string, unknown>> {
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

checkSetting(MAINTENANCE_SETTING_CODE, {
  schema: maintenanceSetting,
  field: 'app',
  message: 'system.maintenance must be { app: [{ key, value }] }.',
});

/** The stored maintenance switches, the affiliate portal's read from them, and when they were last set. */
export async function maintenanceState(ctx: AppContext): Promise<ProgramSettings['maintenance']> {
  const stored = await repo.findSetting(ctx.db, MAINTENANCE_SETTING_CODE);
  const parsed = maintenanceSetting.safeParse(stored?.value);
  const app = parsed.success ? parsed.data.app : [];
  return {
    affiliate: affiliateUnderMaintenance(app),
    app,
    updated_at: stored?.updated_at.toISOString() ?? null,
  };
}

/** Operator: set a setting. A setting some module checks (`system.maintenance`, say) must pass its check. */
export async function putSetting(
  ctx: AppContext,
  code: string,
  value: unknown,
): Promise<{ code: string; value: unknown }> {
  let stored = value;
  const check = settingCheck(code);
  if (check) {
    const parsed = check.schema.safeParse(value);
    if (!parsed.success)
      throw new ApiError(422, check.message, errorCodes.validationFailed, { [check.field]: [check.message] });
    stored = parsed.data;
  }
  await repo.upsertSetting(
    ctx.db,
    code,
    stored,
    publicPrefixes.some((prefix) => code.startsWith(prefix)),
  );
  if (code === BRAND_SETTING_CODE) ctx.brandName.forget();
  return { code, value: stored };
}
