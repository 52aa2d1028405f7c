import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deletePostback,
  savePostback as saveEndpoint,
  type PostbackEvent,
} from '@affiliate/contract/endpoints/postbacks';
import { callEndpoint } from '@/lib/api-client';
import { invalidatePostbacks } from './invalidate-postbacks';

export interface PostbackChange {
  event: PostbackEvent;
  url: string;
  method: 'GET' | 'POST';
  enabled: boolean;
}

/**
 * PUT /api/v1/affiliate/{id}/postbacks/events/{event} (422 on `url`: unknown macro, macro in the host,
 * private address). The affiliate's first save answers the signing secret, this once.
 */
export async function savePostback({ event, ...body }: PostbackChange) {
  return (await callEndpoint(saveEndpoint, { params: { event }, body })).data;
}

export function useSavePostback() {
  const queryClient = useQueryClient();
  // gcTime 0: the answer may carry the secret; the screen moves it to the dialog's state and resets the
  // mutation, and nothing keeps it in the mutation cache afterwards.
  return useMutation({
    mutationFn: savePostback,
    gcTime: 0,
    onSuccess: () => invalidatePostbacks(queryClient),
  });
}

/** DELETE /api/v1/affiliate/{id}/postbacks/events/{event}: deliveries not yet sent are cancelled. */
export const removePostback = (event: PostbackEvent) => callEndpoint(deletePostback, { params: { event } });

export function useRemovePostback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePostback, onSuccess: () => invalidatePostbacks(queryClient) });
}
