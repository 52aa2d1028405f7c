/**
 * The affiliate portal's switch in the `system.maintenance` setting (`{ app: [{ key, value }] }`), read
 * and changed in one place: the portal at start, the gateway's program settings, the console and the
 * CLI. Schema-free, so the portal's first screen can import it without zod.
 */

/** The entry of the list that is the affiliate portal's. */
export const PORTAL_MAINTENANCE_KEY = 'affiliate';

interface SwitchEntry {
  key: string;
  value: unknown;
}

/** A setting value that means "on": true, 'true', 1 or '1'. */
export function isTrueValue(value: unknown): boolean {
  return (
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['true', '1'].includes(value.trim().toLowerCase()))
  );
}

/** Whether the list switches the affiliate portal's maintenance screen on; a missing entry means off. */
export function affiliateUnderMaintenance(app: readonly SwitchEntry[]): boolean {
  const entry = app.find((item) => item.key === PORTAL_MAINTENANCE_KEY);
  return entry ? isTrueValue(entry.value) : false;
}

/** The list with the affiliate portal's switch set to `on`; the other apps' switches are kept as they are. */
export function withAffiliateMaintenance<Entry extends SwitchEntry>(
  app: readonly Entry[],
  on: boolean,
): Array<Entry | { key: string; value: boolean }> {
  return [
    { key: PORTAL_MAINTENANCE_KEY, value: on },
    ...app.filter((entry) => entry.key !== PORTAL_MAINTENANCE_KEY),
  ];
}
