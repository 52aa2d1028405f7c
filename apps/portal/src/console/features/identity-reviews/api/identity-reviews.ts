import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveKyc,
  kycAttemptDocument,
  kycReviews,
  refuseKyc,
  type KycReview,
} from '@affiliate/contract/endpoints/kyc';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey, fetchConsoleFile } from '../../../lib/console-api';
import type { ReviewRequest } from '../lib/review-filters';

export type { KycReview };

/** A page of the reviews of a status; the page on screen stays (marked busy) while the next loads. */
export function useReviewQueue(query: ReviewRequest) {
  return useQuery({
    queryKey: [...consoleQueryKey(kycReviews), query],
    queryFn: () => callConsole(kycReviews, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A decision, then the queue again whatever the answer (another operator may have decided meanwhile). */
function useDecision<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(kycReviews) }),
  });
}

export const useApproveReview = () =>
  useDecision((memberId: number) => callConsole(approveKyc, { params: { memberId } }));
export const useRefuseReview = () =>
  useDecision((input: EndpointInput<typeof refuseKyc>) => callConsole(refuseKyc, input));

/** The picture as a data: address, the one kind of image address the console's CSP allows besides its own files. */
async function asDataAddress(blob: Blob): Promise<string> {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(blob.type))
    throw new Error('The provider answered something that is not a picture.');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: a 5 MB picture as one argument list would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type};base64,${btoa(binary)}`;
}

/**
 * The ID picture of an attempt, fetched with the operator's bearer (an <img> cannot send it, and the
 * picture is never public), while `enabled`. Kept a minute after the card leaves the screen, never
 * refetched while shown: an attempt's picture does not change.
 */
export function useAttemptDocument(memberId: number, attemptId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...consoleQueryKey(kycAttemptDocument), memberId, attemptId],
    queryFn: async () =>
      asDataAddress(
        await fetchConsoleFile(kycAttemptDocument, { params: { memberId, attemptId } }, 'image/*'),
      ),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
