import { products, type Product } from '@affiliate/contract/endpoints/members';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

/** The portal keeps the first product. */
function keepFirstProduct({ data }: EndpointOutput<typeof products>): Product | null {
  const first = data[0] ?? null;
  writeLocalCache('product', first);
  return first;
}

/** GET /api/v1/bo/me/products. */
export const getProduct = () => callEndpoint(products).then(keepFirstProduct);

export const productQueryOptions = () => ({
  ...endpointQueryOptions(products, undefined, keepFirstProduct),
  staleTime: 300_000,
});
