import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSavedBanner as deleteEndpoint } from '@affiliate/contract/endpoints/banners';
import { callEndpoint } from '@/lib/api-client';
import { invalidateMarketingTools } from './invalidate-marketing-tools';

/** DELETE /api/v1/affiliate/{id}/banner/{bannerId}. */
export const deleteSavedBanner = (bannerId: number) => callEndpoint(deleteEndpoint, { params: { bannerId } });

export function useDeleteSavedBanner() {
  const queryClient = useQueryClient();
  // Awaited: the confirmation is shown once the archive no longer lists the banner.
  return useMutation({
    mutationFn: deleteSavedBanner,
    onSuccess: () => invalidateMarketingTools(queryClient),
  });
}
