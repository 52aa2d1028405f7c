import type { QueryClient } from '@tanstack/react-query';
import { postbackList, postbackLog } from '@affiliate/contract/endpoints/postbacks';
import { endpointKey } from '@/lib/api-client';

/** After a save, a removal, a rotation or a test, the settings (failure counts, secret state) and the log are read again. */
export function invalidatePostbacks(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(postbackList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(postbackLog) }),
  ]).then(() => undefined);
}
