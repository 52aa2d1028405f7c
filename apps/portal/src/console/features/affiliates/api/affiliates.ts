import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  affiliateIntegrations,
  revokeAffiliateApiToken,
} from '@affiliate/contract/endpoints/affiliate-integrations';
import { listBrands } from '@affiliate/contract/endpoints/brands';
import { reverseCpa } from '@affiliate/contract/endpoints/cpa-reversals';
import { assignDeal, listDeals } from '@affiliate/contract/endpoints/deals';
import { createAffiliate } from '@affiliate/contract/endpoints/operator';
import { postAdjustment, setCommissionPlan } from '@affiliate/contract/endpoints/money-operator';
import {
  affiliateDetail,
  affiliateSearch,
  reactivateAffiliate,
  suspendAffiliate,
  type AffiliateSearchQuery,
} from '@affiliate/contract/endpoints/operator-affiliates';
import { setSubAffiliateParent, subAffiliateHistory } from '@affiliate/contract/endpoints/sub-affiliates';
import type { EndpointInput } from '@/lib/endpoint-request';
import type { IdempotencyKeys } from '@/lib/idempotency-keys';
import { callConsole, callConsoleWith, consoleQueryKey, consoleQueryOptions } from '../../../lib/console-api';

/** The query a page of the search is asked with: the text, the status, the cursor and the page size. */
export type AffiliateSearchPageQuery = Partial<AffiliateSearchQuery>;

/** A page of the search; the page on screen stays (marked busy) while the next loads. */
export function useAffiliateSearch(query: AffiliateSearchPageQuery) {
  return useQuery({
    queryKey: [...consoleQueryKey(affiliateSearch), query],
    queryFn: () => callConsole(affiliateSearch, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAffiliateRecord(memberId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(affiliateDetail), memberId],
    queryFn: async () => (await callConsole(affiliateDetail, { params: { memberId } })).data,
  });
}

/** The record's Integrations part, read beside the record (`enabled`: for the roles admitted to it). */
export function useAffiliateIntegrations(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...consoleQueryKey(affiliateIntegrations), memberId],
    queryFn: async () => (await callConsole(affiliateIntegrations, { params: { memberId } })).data,
    enabled,
  });
}

/**
 * The affiliate's parent changes, the latest first (`enabled`: for the roles admitted to it). The latest
 * change's `to_parent` is the parent it has now: every change, at approval or by an operator, is kept.
 */
export function useParentHistory(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...consoleQueryKey(subAffiliateHistory), memberId],
    queryFn: async () => (await callConsole(subAffiliateHistory, { params: { memberId } })).data,
    enabled,
  });
}

/** The parent picker's matches for what the operator typed (nothing is asked before they search). */
export function useParentCandidates(text: string | undefined) {
  const query = { q: text ?? '', per_page: 10 };
  return useQuery({
    queryKey: [...consoleQueryKey(affiliateSearch), query],
    // The whole answer under the search's own key, as the Affiliates screen keeps it: either reads the other's.
    queryFn: () => callConsole(affiliateSearch, { query }),
    enabled: text !== undefined,
    select: (output) => output.data,
  });
}

/** The program's deals, for the record's Change deal form: the Deals screen's own query, so either screen reads what the other loaded. */
export function useDealChoices() {
  return useQuery({ ...consoleQueryOptions(listDeals), select: (output) => output.data });
}

/** The program's brands a deal can be assigned for: the Brands screen's own query, read under the same key. */
export function useBrandChoices() {
  return useQuery({
    ...consoleQueryOptions(listBrands),
    select: (output) => output.data.map((brand) => ({ code: brand.code, name: brand.name })),
  });
}
export type BrandChoice = NonNullable<ReturnType<typeof useBrandChoices>['data']>[number];

/**
 * After any action on affiliates, the search and the records are read again (a refusal too: the affiliate
 * may have changed meanwhile), and `alsoRead`: other queries the action changes.
 */
function useAffiliateAction<I, O>(
  send: (input: I) => Promise<O>,
  alsoRead: ReadonlyArray<readonly [string]> = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all(
        [consoleQueryKey(affiliateSearch), consoleQueryKey(affiliateDetail), ...alsoRead].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const useCreateAffiliate = () =>
  useAffiliateAction(
    async (input: EndpointInput<typeof createAffiliate>) => (await callConsole(createAffiliate, input)).data,
  );
export const useSuspendAffiliate = () =>
  useAffiliateAction((input: EndpointInput<typeof suspendAffiliate>) => callConsole(suspendAffiliate, input));
export const useReactivateAffiliate = () =>
  useAffiliateAction((input: EndpointInput<typeof reactivateAffiliate>) =>
    callConsole(reactivateAffiliate, input),
  );
/**
 * `keys`: the dialog's own key book, so sending the same adjustment again after no answer (a dropped
 * connection, a 5xx) reuses its Idempotency-Key and the gateway credits it once.
 */
export const usePostAdjustment = (keys: IdempotencyKeys) =>
  useAffiliateAction((input: EndpointInput<typeof postAdjustment>) =>
    keys.send(input.body, (key) =>
      callConsoleWith(postAdjustment, input, { headers: { 'Idempotency-Key': key } }),
    ),
  );
export const useSetCommissionPlan = () =>
  useAffiliateAction((input: EndpointInput<typeof setCommissionPlan>) =>
    callConsole(setCommissionPlan, input),
  );
/** Putting the affiliate on a deal: the record is read again, its plan naming the deal, and the deals with their counts of affiliates. */
export const useAssignDeal = () =>
  useAffiliateAction(
    async (input: EndpointInput<typeof assignDeal>) => (await callConsole(assignDeal, input)).data,
    [consoleQueryKey(listDeals)],
  );
/** A reversed CPA leaves the month's qualified players: the figures on the record may move. */
export const useReverseCpa = () =>
  useAffiliateAction(
    async (input: EndpointInput<typeof reverseCpa>) => (await callConsole(reverseCpa, input)).data,
  );

/** Moving an affiliate under another parent or detaching it: its history is read again with the record. */
export const useSetSubAffiliateParent = () =>
  useAffiliateAction(
    async (input: EndpointInput<typeof setSubAffiliateParent>) =>
      (await callConsole(setSubAffiliateParent, input)).data,
    [consoleQueryKey(subAffiliateHistory)],
  );

/** Revoking a token: the Integrations part is read again, after a refusal too (someone may have revoked it first). */
export function useRevokeAffiliateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EndpointInput<typeof revokeAffiliateApiToken>) =>
      (await callConsole(revokeAffiliateApiToken, input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(affiliateIntegrations) }),
  });
}
