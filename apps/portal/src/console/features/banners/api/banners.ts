import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@affiliate/contract/common/endpoint';
import {
  addCatalogueBanner,
  bannerCreative,
  listCatalogueBanners,
  retireCatalogueBanner,
  type AddCatalogueBannerRequest,
  type CatalogueBanner,
} from '@affiliate/contract/endpoints/banners';
import { listBrands } from '@affiliate/contract/endpoints/brands';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { CatalogueBanner };

/** Offered banners first, then retired ones; the newest first within each. */
function offeredFirst(banners: CatalogueBanner[]): CatalogueBanner[] {
  return [...banners].sort((a, b) => Number(b.enabled) - Number(a.enabled) || b.id - a.id);
}

/** The whole catalogue, retired banners too. */
export function useCatalogueBanners() {
  return useQuery({
    ...consoleQueryOptions(listCatalogueBanners),
    select: (output) => offeredFirst(output.data),
  });
}

/** The program's brands a banner can be for, the first brand first (as the gateway lists them). */
export function useBannerBrands() {
  return useQuery({
    ...consoleQueryOptions(listBrands),
    select: (output) =>
      output.data.map((brand) => ({ code: brand.code, name: brand.name, isFirst: brand.is_first })),
  });
}

/** Reloads the catalogue after a change, whatever the answer: another operator may have changed it meanwhile. */
function useReloadCatalogue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listCatalogueBanners) });
}

/**
 * Adds a banner. No Idempotency-Key: the gateway takes one only where money moves; a banner added twice
 * is seen in the list and retired.
 */
export function useAddBanner() {
  const reload = useReloadCatalogue();
  return useMutation({
    mutationFn: async (body: AddCatalogueBannerRequest) =>
      (await callConsole(addCatalogueBanner, { body })).data,
    onSettled: reload,
  });
}

export function useRetireBanner() {
  const reload = useReloadCatalogue();
  return useMutation({
    mutationFn: async (bannerId: number) =>
      (await callConsole(retireCatalogueBanner, { params: { bannerId } })).data,
    onSettled: reload,
  });
}

/** A creative's address on the gateway, which serves the console: relative, as the catalogue's `preview_url`. */
export function creativePath(bannerId: number, size: string): string {
  return fillPath(bannerCreative.path, { bannerId, size });
}
