/**
 * The API contract: every endpoint of the product with its request and response schemas. The gateway
 * registers its routes from this table and validates both directions; the portal's fetchers take their
 * types from it; the OpenAPI document at /docs is generated from it.
 */
import * as auth from './endpoints/auth.ts';
import * as members from './endpoints/members.ts';
import * as settings from './endpoints/settings.ts';
import * as notifications from './endpoints/notifications.ts';
import * as codes from './endpoints/codes.ts';
import * as operator from './endpoints/operator.ts';
import * as health from './endpoints/health.ts';
import * as ingest from './endpoints/ingest.ts';
import * as dashboard from './endpoints/dashboard.ts';
import * as referrals from './endpoints/referrals.ts';
import * as banners from './endpoints/banners.ts';
import * as referralCodes from './endpoints/referral-codes.ts';
import * as tracking from './endpoints/tracking.ts';
import * as totp from './endpoints/totp.ts';
import * as contact from './endpoints/contact.ts';
import * as accountSettings from './endpoints/account-settings.ts';
import * as payments from './endpoints/payments.ts';
import * as moneyOperator from './endpoints/money-operator.ts';
import * as kyc from './endpoints/kyc.ts';
import * as statements from './endpoints/statements.ts';

export * from './common/endpoint.ts';
export * from './common/envelope.ts';
export * from './common/errors.ts';
export * from './common/messages.ts';
export * from './common/primitives.ts';
export * from './common/players.ts';
export * from './common/payout-options.ts';
export * from './common/payout-address.ts';
export * from './common/payout-detail-messages.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/members.ts';
export * from './endpoints/settings.ts';
export * from './endpoints/notifications.ts';
export * from './endpoints/codes.ts';
export * from './endpoints/operator.ts';
export * from './endpoints/portal-config.ts';
export * from './endpoints/health.ts';
export * from './endpoints/ingest.ts';
export * from './endpoints/dashboard.ts';
export * from './endpoints/referrals.ts';
export * from './endpoints/banners.ts';
export * from './endpoints/referral-codes.ts';
export * from './endpoints/tracking.ts';
export * from './endpoints/totp.ts';
export * from './endpoints/contact.ts';
export * from './endpoints/account-settings.ts';
export * from './endpoints/payments.ts';
export * from './endpoints/money-operator.ts';
export * from './endpoints/kyc.ts';
export * from './endpoints/statements.ts';

export const API_BASE_PATH = '/api/v1';

/** The endpoint table, grouped by area. */
export const api = {
  auth: { login: auth.login, user: auth.user, refreshToken: auth.refreshToken, logout: auth.logout },
  members: { me: members.me, products: members.products, changePassword: members.changePassword },
  settings: { all: settings.settingAll },
  notifications: { list: notifications.notifications, read: notifications.readNotifications },
  codes: { request: codes.requestCode, forgotPassword: codes.forgotPassword },
  operator: {
    putSetting: operator.putSetting,
    broadcast: operator.broadcast,
    createAffiliate: operator.createAffiliate,
    outbox: operator.outbox,
    demoSeed: operator.demoSeed,
    upsertPlayers: ingest.upsertPlayers,
    ingestActivity: ingest.ingestActivity,
    listBanners: banners.listCatalogueBanners,
    addBanner: banners.addCatalogueBanner,
    retireBanner: banners.retireCatalogueBanner,
    tickets: contact.operatorTickets,
    answerTicket: contact.answerTicket,
    withdrawals: moneyOperator.operatorWithdrawals,
    approveWithdrawal: moneyOperator.approveWithdrawal,
    rejectWithdrawal: moneyOperator.rejectWithdrawal,
    payWithdrawal: moneyOperator.payWithdrawal,
    cancelWithdrawal: moneyOperator.operatorCancelWithdrawal,
    postAdjustment: moneyOperator.postAdjustment,
    rates: moneyOperator.operatorRateList,
    setRate: moneyOperator.setRate,
    paymentOptions: moneyOperator.operatorPaymentOptionList,
    updatePaymentOption: moneyOperator.updatePaymentOption,
    setCommissionPlan: moneyOperator.setCommissionPlan,
    closePeriod: moneyOperator.closePeriod,
    kycReviews: kyc.kycReviews,
    approveKyc: kyc.approveKyc,
    refuseKyc: kyc.refuseKyc,
  },
  dashboard: {
    currentPeriod: dashboard.currentPeriod,
    summary: dashboard.dashboard,
    referralCount: dashboard.referralCount,
  },
  referrals: { players: referrals.playerList, export: referrals.playerExport },
  banners: {
    catalogue: banners.bannerCatalogue,
    creative: banners.bannerCreative,
    save: banners.saveBanner,
    archive: banners.savedBannerList,
    html: banners.savedBannerHtml,
    remove: banners.deleteSavedBanner,
  },
  referralCodes: { list: referralCodes.referralCodeList, create: referralCodes.createReferralCode },
  tracking: { click: tracking.trackClick, landing: tracking.demoLanding },
  totp: {
    status: totp.totpStatus,
    setting: totp.totpSetting,
    setup: totp.totpSetup,
    confirm: totp.totpConfirm,
    enable: totp.totpEnable,
    disable: totp.totpDisable,
    reset: totp.totpReset,
    recoveryCodes: totp.totpRecoveryCodes,
  },
  contact: { send: contact.contactUs },
  account: {
    sessions: accountSettings.sessionList,
    revokeSession: accountSettings.revokeSession,
    revokeOtherSessions: accountSettings.revokeOtherSessions,
    revokeSessions: accountSettings.revokeSessions,
    preferences: accountSettings.updatePreferences,
    profile: accountSettings.updateProfile,
    requestEmailChange: accountSettings.requestEmailChange,
    confirmEmailChange: accountSettings.confirmEmailChange,
  },
  payments: {
    balance: payments.balance,
    activeOptions: payments.activePaymentOptions,
    processedOptions: payments.processedPaymentOptions,
    fields: payments.paymentOptionFields,
    saveDetails: payments.savePayoutDetails,
    rate: payments.paymentOptionRate,
    bitcoinAdjustment: payments.bitcoinAdjustment,
    withdraw: payments.withdraw,
    withdrawals: payments.withdrawalList,
    cancelWithdrawal: payments.cancelWithdrawal,
    withdrawalIdentity: payments.withdrawalIdentity,
    transactions: statements.transactionList,
    transactionExport: statements.transactionExport,
    transaction: statements.transactionDetailEndpoint,
    statement: statements.statement,
    statementDownload: statements.statementDownload,
  },
  kyc: {
    status: kyc.kycStatus,
    initiate: kyc.kycInitiate,
    continue: kyc.kycContinue,
    restart: kyc.kycRestart,
    callback: kyc.kycCallback,
    sandboxPage: kyc.kycSandboxPage,
    sandboxSubmit: kyc.kycSandboxSubmit,
  },
  health: { check: health.health },
} as const;
