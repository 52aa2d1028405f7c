import { affiliateUnderMaintenance } from '@affiliate/contract/common/maintenance-switch';
import { MAINTENANCE_SETTING_CODE } from '@affiliate/contract/common/paths';

/**
 * Reads `data['system.maintenance'].app` (a list of {key, value}) from the settings answer body and tells
 * whether the entry keyed `affiliate` is switched on. Anything missing or malformed means "not under
 * maintenance", so a broken setting never locks affiliates out.
 */
export function isAffiliateUnderMaintenance(body: unknown): boolean {
  const data = (body as { data?: Record<string, unknown> } | null | undefined)?.data;
  const setting = data?.[MAINTENANCE_SETTING_CODE] as { app?: unknown } | undefined;
  if (!setting || !Array.isArray(setting.app)) return false;
  // Items that are not objects are left out rather than read.
  return affiliateUnderMaintenance(
    setting.app.filter(
      (item: unknown): item is { key: string; value: unknown } => typeof item === 'object' && item !== null,
    ),
  );
}
