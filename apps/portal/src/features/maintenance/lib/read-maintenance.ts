import { MAINTENANCE_SETTING_CODE } from '@affiliate/contract/common/paths';

/** A setting value that means "on": true, 'true', 1 or '1'. */
export function isTrueValue(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()));
}

/**
 * Reads `data['system.maintenance'].app` (a list of {key, value}) from the settings answer body and tells
 * whether the entry keyed `affiliate` is switched on. Anything missing or malformed means "not under
 * maintenance", so a broken setting never locks affiliates out.
 */
export function isAffiliateUnderMaintenance(body: unknown): boolean {
  const data = (body as { data?: Record<string, unknown> } | null | undefined)?.data;
  const setting = data?.[MAINTENANCE_SETTING_CODE] as { app?: unknown } | undefined;
  if (!setting || !Array.isArray(setting.app)) return false;
  const entry = setting.app.find((item: unknown) => (item as { key?: unknown } | null)?.key === 'affiliate') as { value?: unknown } | undefined;
  return entry ? isTrueValue(entry.value) : false;
}
