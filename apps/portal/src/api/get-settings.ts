import { queryOptions } from '@tanstack/react-query';
import { api } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

export type BrandSettings = Record<string, unknown>;

/** GET /api/v1/bo/setting/all: the public brand settings keyed by code. */
export async function getSettings(): Promise<BrandSettings> {
  const response = await apiClient.get<{ data: BrandSettings }>(api.settings.all.path);
  writeLocalCache('settings', response.data.data);
  return response.data.data;
}

export const settingsQueryOptions = () => queryOptions({ queryKey: ['settings', 'all'], queryFn: getSettings, staleTime: 300_000 });

