import { routes } from '@/config/routes';
import { clearMaintenanceFlag } from '@/lib/storage';
import type { AppRouter } from './router';

/**
 * At start: clear the stored flag, read the maintenance setting, and when the
 * affiliate portal is under maintenance store the flag and show the maintenance screen.
 */
export function clearMaintenanceFlagAtStart(): void {
  clearMaintenanceFlag();
}

export async function startMaintenanceCheck(router: AppRouter): Promise<void> {
  try {
    // The check needs the API client and the contract (about 50 kB gzip): they download once the first
    // screen is on display, instead of sharing a slow connection with the screen's own chunks.
    await firstScreenShown(router);
    const { checkMaintenance } = await import('@/features/maintenance/api/get-maintenance');
    if (await checkMaintenance()) await router.navigate(routes.maintenance.path, { replace: true });
  } catch {
    // An unreachable setting never locks affiliates out; the layout re-checks the flag on mount.
  }
}

/** Resolves after the router's first navigation has settled and the screen has been painted. */
function firstScreenShown(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (router.state.initialized) {
      afterPaint();
      return;
    }
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      afterPaint();
    });
  });
}
