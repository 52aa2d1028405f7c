import { rateAsset, type AddCatalogueBannerRequest, type AnswerTicketRequest, type CommissionPlanTerms, type CreateAffiliateRequest, type PaymentOptionType, type RateAsset, type TicketStatus } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { seedDemoData } from '../../demo/seed.ts';
import { addCatalogueBanner, listCatalogueBanners, retireCatalogueBanner } from '../banners/catalogue-service.ts';
import { closePeriod, setCommissionPlan } from '../commission/service.ts';
import { answerTicket, listTickets } from '../contact/ticket-service.ts';
import { decideReview, listReviews } from '../kyc/review-service.ts';
import { readOutbox } from '../mail/service.ts';
import { createAffiliate } from '../members/service.ts';
import { broadcastNotification } from '../notifications/service.ts';
import { listPaymentOptionsForOperator, updatePaymentOption } from '../payments/payment-options-service.ts';
import { currentRate, recordRate } from '../payments/rates-service.ts';
import { postAdjustment } from '../ledger/adjustment-service.ts';
import {
  approveWithdrawal,
  cancelWithdrawalForAffiliate,
  listWithdrawalsForReview,
  payWithdrawal,
  rejectWithdrawal,
} from '../withdrawals/operator-service.ts';
import { putSetting, setAffiliateMaintenance } from '../settings/service.ts';

/**
 * What the brand's operator can do, in one place for both the operator API and the CLI (which calls
 * these directly when no gateway is running).
 */
export const operatorActions = {
  putSetting: (ctx: AppContext, code: string, value: unknown) => putSetting(ctx, code, value),
  setMaintenance: (ctx: AppContext, on: boolean) => setAffiliateMaintenance(ctx, on),
  broadcast: (ctx: AppContext, input: { kind: string; title: string; body: string; memberIds?: number[] }) => broadcastNotification(ctx, input),
  createAffiliate: (ctx: AppContext, input: CreateAffiliateRequest) => createAffiliate(ctx, input),
  outbox: (ctx: AppContext, filter: { to?: string; limit: number }) => readOutbox(ctx, filter),
  listBanners: (ctx: AppContext) => listCatalogueBanners(ctx),
  addBanner: (ctx: AppContext, input: AddCatalogueBannerRequest) => addCatalogueBanner(ctx, input),
  retireBanner: (ctx: AppContext, bannerId: number) => retireCatalogueBanner(ctx, bannerId),
  tickets: (ctx: AppContext, filter: { status: TicketStatus | 'all'; limit: number }) => listTickets(ctx, filter),
  answerTicket: (ctx: AppContext, ticketId: number, input: AnswerTicketRequest) => answerTicket(ctx, ticketId, input),
  closePeriod: (ctx: AppContext, period: string) => closePeriod(ctx, period, 'operator'),
  setCommissionPlan: (ctx: AppContext, memberId: number, plan: CommissionPlanTerms) => setCommissionPlan(ctx, memberId, plan, 'operator'),
  rates: (ctx: AppContext) => Promise.all(rateAsset.options.map((asset) => currentRate(ctx, asset))),
  setRate: (ctx: AppContext, asset: RateAsset, input: { rate: string; source: string; observed_at?: string }) => recordRate(ctx, asset, input),
  paymentOptions: (ctx: AppContext) => listPaymentOptionsForOperator(ctx),
  updatePaymentOption: (ctx: AppContext, type: PaymentOptionType, changes: { enabled?: boolean; min_amount?: string; max_amount?: string; network_fee?: string }) =>
    updatePaymentOption(ctx, type, changes),
  kycReviews: (ctx: AppContext, query: { page: number; per_page: number }, url: string) => listReviews(ctx, query, url),
  approveKyc: (ctx: AppContext, memberId: number) => decideReview(ctx, memberId, { approve: true }),
  refuseKyc: (ctx: AppContext, memberId: number, reason: string) => decideReview(ctx, memberId, { approve: false, reason }),
  withdrawals: listWithdrawalsForReview,
  approveWithdrawal,
  rejectWithdrawal,
  payWithdrawal,
  cancelWithdrawal: cancelWithdrawalForAffiliate,
  postAdjustment,
  demoSeed: async (ctx: AppContext) => ({
    usernames: await ctx.db.transaction((tx) => seedDemoData(tx, { players: ctx.config.seedDemoPlayers ?? true, now: ctx.config.now() })),
  }),
};
