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
import * as apiTokens from './endpoints/api-tokens.ts';
import * as postbacks from './endpoints/postbacks.ts';
import * as reports from './endpoints/reports.ts';
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
import * as operatorAccounts from './endpoints/operator-accounts.ts';
import * as operatorAudit from './endpoints/operator-audit.ts';
import * as operatorAffiliates from './endpoints/operator-affiliates.ts';
import * as affiliateIntegrations from './endpoints/affiliate-integrations.ts';
import * as operatorOverview from './endpoints/operator-overview.ts';
import * as operatorCommission from './endpoints/operator-commission.ts';
import * as landingPages from './endpoints/landing-pages.ts';
import * as brands from './endpoints/brands.ts';
import * as fxRates from './endpoints/fx-rates.ts';
import * as deals from './endpoints/deals.ts';
import * as commissionCurrent from './endpoints/commission-current.ts';
import * as cpaReversals from './endpoints/cpa-reversals.ts';
import * as textOverrides from './endpoints/text-overrides.ts';
import * as programTerms from './endpoints/program-terms.ts';
import * as applications from './endpoints/applications.ts';
import * as subAffiliates from './endpoints/sub-affiliates.ts';
import * as playerChanges from './endpoints/player-changes.ts';
import * as feedSources from './endpoints/feed-sources.ts';
import * as feedFiles from './endpoints/feed-files.ts';
import * as feedFreshness from './endpoints/feed-freshness.ts';

export * from './common/endpoint.ts';
export * from './common/envelope.ts';
export * from './common/errors.ts';
export * from './common/messages.ts';
export * from './common/languages.ts';
export * from './common/primitives.ts';
export * from './common/players.ts';
export * from './common/deal-document.ts';
export * from './common/cpa-status.ts';
export * from './common/deal-words.ts';
export * from './common/brand-filter.ts';
export * from './common/feed-freshness.ts';
export * from './common/countries.ts';
export * from './common/payout-options.ts';
export * from './common/payout-address.ts';
export * from './common/payout-detail-messages.ts';
export * from './common/maintenance-switch.ts';
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
export * from './endpoints/api-tokens.ts';
export * from './endpoints/postbacks.ts';
export * from './endpoints/reports.ts';
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
export * from './endpoints/operator-accounts.ts';
export * from './endpoints/console-session.ts';
export * from './endpoints/operator-audit.ts';
export * from './endpoints/operator-affiliates.ts';
export * from './endpoints/affiliate-integrations.ts';
export * from './endpoints/operator-overview.ts';
export * from './endpoints/operator-commission.ts';
export * from './endpoints/landing-pages.ts';
export * from './endpoints/brands.ts';
export * from './endpoints/fx-rates.ts';
export * from './endpoints/deals.ts';
export * from './endpoints/commission-current.ts';
export * from './endpoints/cpa-reversals.ts';
export * from './endpoints/text-overrides.ts';
export * from './endpoints/program-terms.ts';
export * from './endpoints/applications.ts';
export * from './endpoints/sub-affiliates.ts';
export * from './endpoints/player-changes.ts';
export * from './endpoints/feed-sources.ts';
export * from './endpoints/feed-files.ts';
export * from './endpoints/feed-freshness.ts';

export const API_BASE_PATH = '/api/v1';

/** The endpoint table, grouped by area. */
export const api = {
  auth: { login: auth.login, user: auth.user, refreshToken: auth.refreshToken, logout: auth.logout },
  members: { me: members.me, products: members.products, changePassword: members.changePassword },
  settings: { settingAll: settings.settingAll },
  notifications: {
    notifications: notifications.notifications,
    readNotifications: notifications.readNotifications,
  },
  codes: { requestCode: codes.requestCode, forgotPassword: codes.forgotPassword },
  operator: {
    putSetting: operator.putSetting,
    operatorSettings: operator.operatorSettings,
    broadcast: operator.broadcast,
    createAffiliate: operator.createAffiliate,
    outbox: operator.outbox,
    demoSeed: operator.demoSeed,
    upsertPlayers: ingest.upsertPlayers,
    ingestActivity: ingest.ingestActivity,
    feedUploads: feedFiles.feedUploads,
    feedUpload: feedFiles.feedUpload,
    listCatalogueBanners: banners.listCatalogueBanners,
    addCatalogueBanner: banners.addCatalogueBanner,
    retireCatalogueBanner: banners.retireCatalogueBanner,
    listLandingPages: landingPages.listLandingPages,
    addLandingPage: landingPages.addLandingPage,
    removeLandingPage: landingPages.removeLandingPage,
    listBrands: brands.listBrands,
    addBrand: brands.addBrand,
    editBrand: brands.editBrand,
    listDeals: deals.listDeals,
    saveDeal: deals.saveDeal,
    setDefaultDeal: deals.setDefaultDeal,
    assignDeal: deals.assignDeal,
    reverseCpa: cpaReversals.reverseCpa,
    operatorTickets: contact.operatorTickets,
    answerTicket: contact.answerTicket,
    operatorTicket: contact.operatorTicket,
    closeTicket: contact.closeTicket,
    reopenTicket: contact.reopenTicket,
    operatorWithdrawals: moneyOperator.operatorWithdrawals,
    approveWithdrawal: moneyOperator.approveWithdrawal,
    rejectWithdrawal: moneyOperator.rejectWithdrawal,
    payWithdrawal: moneyOperator.payWithdrawal,
    operatorCancelWithdrawal: moneyOperator.operatorCancelWithdrawal,
    postAdjustment: moneyOperator.postAdjustment,
    operatorRateList: moneyOperator.operatorRateList,
    setRate: moneyOperator.setRate,
    operatorPaymentOptionList: moneyOperator.operatorPaymentOptionList,
    updatePaymentOption: moneyOperator.updatePaymentOption,
    setCommissionPlan: moneyOperator.setCommissionPlan,
    closePeriod: moneyOperator.closePeriod,
    kycReviews: kyc.kycReviews,
    kycAttemptDocument: kyc.kycAttemptDocument,
    approveKyc: kyc.approveKyc,
    refuseKyc: kyc.refuseKyc,
    feedFreshnessList: feedFreshness.feedFreshnessList,
    setFeedExpectedEvery: feedFreshness.setFeedExpectedEvery,
  },
  operatorConsole: {
    openInvitation: operatorAccounts.openInvitation,
    acceptInvitation: operatorAccounts.acceptInvitation,
    operatorSignIn: operatorAccounts.operatorSignIn,
    operatorRefresh: operatorAccounts.operatorRefresh,
    operatorSignOut: operatorAccounts.operatorSignOut,
    signedInOperator: operatorAccounts.signedInOperator,
    operatorSessionList: operatorAccounts.operatorSessionList,
    endOperatorSession: operatorAccounts.endOperatorSession,
    operatorAccounts: operatorAccounts.operatorAccounts,
    inviteOperator: operatorAccounts.inviteOperator,
    cancelInvitation: operatorAccounts.cancelInvitation,
    updateOperator: operatorAccounts.updateOperator,
    resetOperatorSignIn: operatorAccounts.resetOperatorSignIn,
    auditLog: operatorAudit.auditLog,
    auditActions: operatorAudit.auditActions,
    affiliateSearch: operatorAffiliates.affiliateSearch,
    affiliateDetail: operatorAffiliates.affiliateDetail,
    suspendAffiliate: operatorAffiliates.suspendAffiliate,
    reactivateAffiliate: operatorAffiliates.reactivateAffiliate,
    affiliateIntegrations: affiliateIntegrations.affiliateIntegrations,
    revokeAffiliateApiToken: affiliateIntegrations.revokeAffiliateApiToken,
    programOverview: operatorOverview.programOverview,
    commissionPeriods: operatorCommission.commissionPeriods,
    commissionPeriodPreview: operatorCommission.commissionPeriodPreview,
    textList: textOverrides.textList,
    setText: textOverrides.setText,
    resetText: textOverrides.resetText,
  },
  dashboard: {
    currentPeriod: dashboard.currentPeriod,
    dashboard: dashboard.dashboard,
    referralCount: dashboard.referralCount,
    commissionCurrent: commissionCurrent.commissionCurrent,
  },
  referrals: {
    playerList: referrals.playerList,
    playerExport: referrals.playerExport,
    playerMonths: referrals.playerMonths,
  },
  reports: { report: reports.report, reportExport: reports.reportExport },
  apiTokens: {
    personalTokenList: apiTokens.personalTokenList,
    createPersonalToken: apiTokens.createPersonalToken,
    revokePersonalToken: apiTokens.revokePersonalToken,
  },
  postbacks: {
    postbackList: postbacks.postbackList,
    savePostback: postbacks.savePostback,
    deletePostback: postbacks.deletePostback,
    rotatePostbackSecret: postbacks.rotatePostbackSecret,
    postbackLog: postbacks.postbackLog,
    testPostback: postbacks.testPostback,
  },
  banners: {
    bannerCatalogue: banners.bannerCatalogue,
    bannerCreative: banners.bannerCreative,
    saveBanner: banners.saveBanner,
    savedBannerList: banners.savedBannerList,
    savedBannerHtml: banners.savedBannerHtml,
    deleteSavedBanner: banners.deleteSavedBanner,
  },
  referralCodes: {
    referralCodeList: referralCodes.referralCodeList,
    createReferralCode: referralCodes.createReferralCode,
    affiliateBrands: referralCodes.affiliateBrands,
    affiliateLandingPages: landingPages.affiliateLandingPages,
    buildTrackingLink: landingPages.buildTrackingLink,
  },
  tracking: {
    trackClick: tracking.trackClick,
    demoLanding: tracking.demoLanding,
    demoLandingPage: tracking.demoLandingPage,
  },
  totp: {
    totpStatus: totp.totpStatus,
    totpSetting: totp.totpSetting,
    totpSetup: totp.totpSetup,
    totpConfirm: totp.totpConfirm,
    totpEnable: totp.totpEnable,
    totpDisable: totp.totpDisable,
    totpReset: totp.totpReset,
    totpRecoveryCodes: totp.totpRecoveryCodes,
  },
  contact: { contactUs: contact.contactUs, affiliateTickets: contact.affiliateTickets },
  account: {
    sessionList: accountSettings.sessionList,
    revokeSession: accountSettings.revokeSession,
    revokeOtherSessions: accountSettings.revokeOtherSessions,
    revokeSessions: accountSettings.revokeSessions,
    updatePreferences: accountSettings.updatePreferences,
    updateProfile: accountSettings.updateProfile,
    requestEmailChange: accountSettings.requestEmailChange,
    confirmEmailChange: accountSettings.confirmEmailChange,
  },
  payments: {
    balance: payments.balance,
    activePaymentOptions: payments.activePaymentOptions,
    processedPaymentOptions: payments.processedPaymentOptions,
    paymentOptionFields: payments.paymentOptionFields,
    savePayoutDetails: payments.savePayoutDetails,
    paymentOptionRate: payments.paymentOptionRate,
    bitcoinAdjustment: payments.bitcoinAdjustment,
    withdraw: payments.withdraw,
    withdrawalList: payments.withdrawalList,
    cancelWithdrawal: payments.cancelWithdrawal,
    withdrawalIdentity: payments.withdrawalIdentity,
    transactionList: statements.transactionList,
    transactionExport: statements.transactionExport,
    transactionDetailEndpoint: statements.transactionDetailEndpoint,
    statement: statements.statement,
    statementDownload: statements.statementDownload,
  },
  kyc: {
    kycStatus: kyc.kycStatus,
    kycInitiate: kyc.kycInitiate,
    kycContinue: kyc.kycContinue,
    kycRestart: kyc.kycRestart,
    kycCallback: kyc.kycCallback,
    kycSandboxPage: kyc.kycSandboxPage,
    kycSandboxSubmit: kyc.kycSandboxSubmit,
  },
  health: { health: health.health },
  fxRates: { putFxRates: fxRates.putFxRates, fxRateList: fxRates.fxRateList },
  terms: {
    currentTerms: programTerms.currentTerms,
    termsVersionText: programTerms.termsVersionText,
    myTermsStatus: programTerms.myTermsStatus,
    acceptTerms: programTerms.acceptTerms,
    listTermsVersions: programTerms.listTermsVersions,
    publishTerms: programTerms.publishTerms,
    termsAcceptances: programTerms.termsAcceptances,
  },
  applications: {
    registrationFormOptions: applications.registrationFormOptions,
    registrationChallenge: applications.registrationChallenge,
    register: applications.register,
    confirmRegistration: applications.confirmRegistration,
    applicationQuestionText: applications.applicationQuestionText,
    answerApplicationQuestion: applications.answerApplicationQuestion,
    listApplications: applications.listApplications,
    applicationDetail: applications.applicationDetail,
    approveApplication: applications.approveApplication,
    rejectApplication: applications.rejectApplication,
    askApplicant: applications.askApplicant,
  },
  subAffiliates: {
    mySubAffiliates: subAffiliates.mySubAffiliates,
    setSubAffiliateParent: subAffiliates.setSubAffiliateParent,
    subAffiliateHistory: subAffiliates.subAffiliateHistory,
  },
  playerChanges: {
    affiliateChanges: playerChanges.affiliateChanges,
    movePlayer: playerChanges.movePlayer,
    deletePlayer: playerChanges.deletePlayer,
    markPlayerDuplicate: playerChanges.markPlayerDuplicate,
    playerChangeHistory: playerChanges.playerChangeHistory,
  },
  feedSources: {
    listFeedSources: feedSources.listFeedSources,
    createFeedSource: feedSources.createFeedSource,
    updateFeedSource: feedSources.updateFeedSource,
    deleteFeedSource: feedSources.deleteFeedSource,
    pullFeedSourceNow: feedSources.pullFeedSourceNow,
    feedSourcePulls: feedSources.feedSourcePulls,
  },
} as const;
