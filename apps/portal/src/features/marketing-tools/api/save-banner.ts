import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveBanner as saveBannerEndpoint,
  type SaveBannerRequest,
} from '@affiliate/contract/endpoints/banners';
import { callEndpoint } from '@/lib/api-client';
import { invalidateMarketingTools } from './invalidate-marketing-tools';

/** POST /api/v1/affiliate/{id}/banner: the saved banner, as the archive lists it. */
export async function saveBanner(body: SaveBannerRequest) {
  return (await callEndpoint(saveBannerEndpoint, { body })).data;
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    // Not awaited: the screen moves to the archive and opens the preview at once (the saved banner is in
    // the answer); the archive reloads behind the preview.
    onSuccess: () => {
      void invalidateMarketingTools(queryClient);
    },
  });
}
