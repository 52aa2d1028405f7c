import { routes } from '@/config/routes';
import { clearMaintenanceFlag } from '@/lib/storage';
import type { AppRouter } from './router';

/**
 * At start (specification section 4): clear the stored flag, read the maintenance setting, and when the
 * affiliate portal is under maintenance store the flag and show the maintenance screen.
 */
export function clearMaintenanceFlagAtStart(): void {
  clearMaintenanceFlag();
}

export async function startMaintenanceCheck(router: AppRouter): Promise<void> {
  try {
    // Loaded apart: the check needs the API client, which the first screen does not wait for.
    const { checkMaintenance } = await import('@/features/maintenance/api/get-maintenance');
    if (await checkMaintenance()) await router.navigate(routes.maintenance.path, { replace: true });
  } catch {
    // An unreachable setting never locks affiliates out; the layout re-checks the flag on mount.
  }
}
