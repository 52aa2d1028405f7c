import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBrand,
  editBrand,
  listBrands,
  type AddBrandRequest,
  type Brand,
  type EditBrandRequest,
} from '@affiliate/contract/endpoints/brands';
import { callConsole, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

export type { Brand };

/** The program's brands, the first brand first (as the gateway lists them). */
export function useBrands() {
  return useQuery({ ...consoleQueryOptions(listBrands), select: (output) => output.data });
}

/** Reloads the list after a change, whatever the answer: another admin may have changed it meanwhile. */
function useReloadBrands() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(listBrands) });
}

export function useAddBrand() {
  const reload = useReloadBrands();
  return useMutation({
    mutationFn: async (body: AddBrandRequest) => (await callConsole(addBrand, { body })).data,
    onSettled: reload,
  });
}

export function useEditBrand() {
  const reload = useReloadBrands();
  return useMutation({
    mutationFn: async ({ code, body }: { code: string; body: EditBrandRequest }) =>
      (await callConsole(editBrand, { params: { code }, body })).data,
    onSettled: reload,
  });
}
