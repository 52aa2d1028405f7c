import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postbackLog, testPostback, type PostbackEvent } from '@affiliate/contract/endpoints/postbacks';
import { callEndpoint, endpointKey } from '@/lib/api-client';

/** POST /api/v1/affiliate/{id}/postbacks/events/{event}/test: one signed request now; answers how it went. */
export async function sendTestPostback(event: PostbackEvent) {
  return (await callEndpoint(testPostback, { params: { event } })).data;
}

export function useSendTestPostback() {
  const queryClient = useQueryClient();
  // A test is logged (marked as one) but counts no failure: only the log changes.
  return useMutation({
    mutationFn: sendTestPostback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(postbackLog) }),
  });
}
