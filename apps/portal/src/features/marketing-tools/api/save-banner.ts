import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBanner as saveBannerEndpoint, type SaveBannerRequest } from '@affiliate/contract/endpoints/banners';
import { callEndpoint } from '@/lib/api-client';
import { invalidateMarketingTools } from './invalidate-marketing-tools';

/** POST /api/v1/affiliate/{id}/banner: the saved banner, as the archive lists it. */
export async function saveBanner(body: SaveBannerRequest) {
  return (await callEndpoint(saveBannerEndpoint, { body })).data;
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBanner, onSuccess: () => invalidateMarketingTools(queryClient) });
}
