import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotatePostbackSecret } from '@affiliate/contract/endpoints/postbacks';
import { callEndpoint } from '@/lib/api-client';
import { invalidatePostbacks } from './invalidate-postbacks';

/** POST /api/v1/affiliate/{id}/postbacks/secret: the new secret, in this answer only; the old one signs beside it for 24 hours. */
export async function rotateSecret() {
  return (await callEndpoint(rotatePostbackSecret)).data;
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  // The answer is the secret: not kept once the screen has taken it (see useSavePostback).
  return useMutation({
    mutationFn: rotateSecret,
    gcTime: 0,
    onSuccess: () => invalidatePostbacks(queryClient),
  });
}
