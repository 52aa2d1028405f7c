import { queryOptions } from '@tanstack/react-query';
import { api, type Product } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

/** GET /api/v1/bo/me/products; the portal keeps the first product (specification section 7). */
export async function getProduct(): Promise<Product | null> {
  const response = await apiClient.get<{ data: Product[] }>(api.members.products.path);
  const first = response.data.data[0] ?? null;
  writeLocalCache('product', first);
  return first;
}

export const productQueryOptions = () => queryOptions({ queryKey: ['member', 'product'], queryFn: getProduct, staleTime: 300_000 });

