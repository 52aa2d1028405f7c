import { api, MAINTENANCE_SETTING_CODE } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { clearMaintenanceFlag, setMaintenanceFlag } from '@/lib/storage';
import { isAffiliateUnderMaintenance } from '../lib/read-maintenance';

/** GET /api/v1/bo/setting/all?filterByCode=system.maintenance, read as `data.data['system.maintenance'].app`. */
export async function getAffiliateMaintenance(): Promise<boolean> {
  const response = await apiClient.get<unknown>(api.settings.all.path, { params: { filterByCode: MAINTENANCE_SETTING_CODE } });
  return isAffiliateUnderMaintenance(response.data);
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
