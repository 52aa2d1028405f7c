import { settingAll } from '@affiliate/contract/endpoints/settings';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

export type BrandSettings = EndpointOutput<typeof settingAll>['data'];

function keepSettings({ data }: EndpointOutput<typeof settingAll>): BrandSettings {
  writeLocalCache('settings', data);
  return data;
}

/** GET /api/v1/bo/setting/all: the public brand settings keyed by code, cached locally. */
export const getSettings = () => callEndpoint(settingAll).then(keepSettings);

export const settingsQueryOptions = () => ({
  ...endpointQueryOptions(settingAll, undefined, keepSettings),
  staleTime: 300_000,
});
