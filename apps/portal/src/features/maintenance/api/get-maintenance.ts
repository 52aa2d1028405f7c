// Narrow imports: the maintenance check runs at start, on every route.
import { MAINTENANCE_SETTING_CODE, settingAll } from '@affiliate/contract/endpoints/settings';
import { callEndpoint } from '@/lib/api-client';
import { clearMaintenanceFlag, setMaintenanceFlag } from '@/lib/storage';
import { isAffiliateUnderMaintenance } from '../lib/read-maintenance';

/** GET /api/v1/bo/setting/all?filterByCode=system.maintenance, read as `data.data['system.maintenance'].app`. */
export async function getAffiliateMaintenance(): Promise<boolean> {
  return isAffiliateUnderMaintenance(await callEndpoint(settingAll, { query: { filterByCode: MAINTENANCE_SETTING_CODE } }));
}

/**
 * Reads the maintenance setting and keeps the stored flag in step: 'true' while the affiliate portal is
 * under maintenance, removed otherwise. Resolves with whether it is under maintenance.
 */
export async function checkMaintenance(): Promise<boolean> {
  const under = await getAffiliateMaintenance();
  if (under) setMaintenanceFlag();
  else clearMaintenanceFlag();
  return under;
}
