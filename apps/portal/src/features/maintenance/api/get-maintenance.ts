// Schema-free imports only: the maintenance check runs at start, on every route (the login screen
// included), so it must not bring zod or the contract's schemas; the answer's type is imported as a type.
import { MAINTENANCE_SETTING_CODE, SETTING_ALL_PATH } from '@affiliate/contract/common/paths';
import type { settingAll } from '@affiliate/contract/endpoints/settings';
import type { EndpointOutput } from '@/lib/endpoint-request';
import { send } from '@/lib/http-client';
import { clearMaintenanceFlag, setMaintenanceFlag } from '@/lib/storage';
import { isAffiliateUnderMaintenance } from '../lib/read-maintenance';

type SettingAllOutput = EndpointOutput<typeof settingAll>;

/**
 * GET /api/v1/bo/setting/all?filterByCode=system.maintenance, read as `data.data['system.maintenance'].app`.
 * A public endpoint: the bare transport, as the API client uses for every public call.
 */
export async function getAffiliateMaintenance(): Promise<boolean> {
  const response = await send<SettingAllOutput>({
    method: 'GET',
    url: SETTING_ALL_PATH,
    query: { filterByCode: MAINTENANCE_SETTING_CODE },
  });
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
