import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { SETTING_ALL_PATH } from '../common/paths.ts';

/** One entry of an app list: `{ key: 'affiliate', value: true }`. */
export const settingEntry = z.object({
  key: z.string().min(1).max(64),
  value: z.union([z.boolean(), z.string(), z.number()]),
});
export type SettingEntry = z.infer<typeof settingEntry>;

/** `system.maintenance`: `{ app: [{ key, value }] }`; the portal reads the entry keyed `affiliate`. */
export const maintenanceSetting = z.object({ app: z.array(settingEntry).max(50) });
export type MaintenanceSetting = z.infer<typeof maintenanceSetting>;

export { MAINTENANCE_SETTING_CODE, SETTING_ALL_PATH } from '../common/paths.ts';

export const settingsQuery = z.object({
  filterByCode: z.string().max(100).optional(),
});

/** The public brand settings keyed by code. */
export const settingsMap = z.record(z.string(), z.unknown());

export const settingAll = endpoint({
  method: 'GET',
  path: SETTING_ALL_PATH,
  access: 'public',
  summary: 'Public brand settings by code (filterByCode narrows to one code)',
  tags: ['settings'],
  query: settingsQuery,
  response: dataEnvelope(settingsMap),
});
