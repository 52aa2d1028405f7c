import { keepPreviousData } from '@tanstack/react-query';
import { savedBannerHtml, type BannerSnippet } from '@affiliate/contract/endpoints/banners';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** GET /api/v1/affiliate/{id}/banner/{bannerId}/html?size={size}: the HTML to paste, at one of the banner's sizes. */
export const bannerSnippetQueryOptions = (bannerId: number, size: string) => ({
  ...endpointQueryOptions(
    savedBannerHtml,
    { params: { bannerId }, query: { size } },
    ({ data }: EndpointOutput<typeof savedBannerHtml>): BannerSnippet => data,
  ),
  // A snippet only changes if the banner does; it is read again when the dialog opens anew.
  staleTime: 60_000,
  // Another size keeps the current snippet on screen (its copy button off) until the new one is in.
  placeholderData: keepPreviousData,
});
