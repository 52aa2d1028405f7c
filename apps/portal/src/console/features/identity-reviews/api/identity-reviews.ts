import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveKyc, kycReviews, refuseKyc, type KycReview } from '@affiliate/contract/endpoints/kyc';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';
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
