import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { registerDemoRoutes } from './demo/routes.ts';
import { periodicJob, startupJob, type BackgroundJob } from './jobs/background-job.ts';
import { clickJobs } from './jobs/gateway-jobs.ts';
import { registerAccountSettingsRoutes } from './modules/account-settings/routes.ts';
import { registerAffiliateRoutes } from './modules/affiliates/routes.ts';
import { registerApiTokenRoutes } from './modules/api-tokens/routes.ts';
import { registerApplicationOperatorRoutes } from './modules/applications/operator-routes.ts';
import { registerApplicationPublicRoutes } from './modules/applications/public-routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerBannerOperatorRoutes } from './modules/banners/operator-routes.ts';
import { registerBannerRoutes } from './modules/banners/routes.ts';
import { registerBrandRoutes } from './modules/brands/routes.ts';
import { registerDealRoutes } from './modules/deals/routes.ts';
import { registerCodeRoutes } from './modules/codes/routes.ts';
import { registerCommissionRoutes } from './modules/commission/routes.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { FEED_PULL_INTERVAL_MS, pullDueSources } from './modules/feed-sources/due-pulls.ts';
import { loadPulledFile } from './modules/feed-sources/pulled-file-loader.ts';
import { registerFeedSourceRoutes } from './modules/feed-sources/routes.ts';
import { registerFeedFreshnessRoutes } from './modules/feed-freshness/routes.ts';
import { registerFxRateRoutes } from './modules/fx-rates/routes.ts';
import { registerIngestRoutes } from './modules/ingest/routes.ts';
import { failInterruptedUploads } from './modules/feed-files/interrupted-uploads.ts';
import { registerFeedFileRoutes } from './modules/feed-files/routes.ts';
import { receiveFeedFile } from './modules/feed-files/upload-route.ts';
import { RETRIEVAL_INTERVAL_MS, retrievePendingScans } from './modules/kyc/retrieval.ts';
import { registerKycRoutes } from './modules/kyc/routes.ts';
import { registerLandingPageRoutes } from './modules/landing-pages/routes.ts';
import { registerLedgerRoutes } from './modules/ledger/routes.ts';
import { deliverDueMail, RETRY_INTERVAL_MS } from './modules/mail/delivery.ts';
import { registerMailRoutes } from './modules/mail/routes.ts';
import { registerSignedInAffiliateRoutes } from './modules/members/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerOperatorAuditRoutes } from './modules/operator-audit/routes.ts';
import { registerOperatorOverviewRoutes } from './modules/operator-overview/routes.ts';
import { registerOperatorAccountRoutes } from './modules/operators/routes.ts';
import { registerPaymentOperatorRoutes } from './modules/payments/operator-routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { deliverDuePostbacks, POSTBACK_INTERVAL_MS } from './modules/postbacks/delivery.ts';
import { registerPostbackRoutes } from './modules/postbacks/routes.ts';
import { registerReferralCodeRoutes } from './modules/referral-codes/routes.ts';
import { registerReferralRoutes } from './modules/referrals/routes.ts';
import { registerReportRoutes } from './modules/reports/routes.ts';
import { registerSettingRoutes } from './modules/settings/routes.ts';
import { registerStatementRoutes } from './modules/statements/routes.ts';
import { registerSubAffiliateRoutes } from './modules/sub-affiliates/routes.ts';
import { registerPlayerChangeRoutes } from './modules/player-changes/routes.ts';
import { registerTermsRoutes } from './modules/terms/routes.ts';
import { registerTextOverrideRoutes } from './modules/text-overrides/routes.ts';
import { registerTotpRoutes } from './modules/totp/routes.ts';
import { requireSignInSecondFactor } from './modules/totp/sign-in.ts';
import { registerTrackingRoutes } from './modules/tracking/routes.ts';
import { ClickTracking } from './modules/tracking/service.ts';
import { reloadTextOverrides, RELOAD_INTERVAL_MS } from './modules/text-overrides/reload.ts';
import { storedWithdrawalRule } from './modules/withdrawals/identity-rule.ts';
import { registerWithdrawalRoutes } from './modules/withdrawals/routes.ts';

/** One part of the gateway as the app starts it: the routes it answers and the work it does besides. */
export interface GatewayModule {
  /** Its folder under modules/ (demo/ for the demo data). */
  readonly name: string;
  /** Registers its routes; awaited, since kyc's registers a scoped plugin (its callback's form parser). */
  readonly routes: (app: FastifyInstance) => void | Promise<void>;
  /** Started, in the table's order, once the database is open; stopped in the reverse order before it closes. */
  readonly jobs?: readonly BackgroundJob[];
}

/**
 * Every module of the gateway with its routes plugin and its background jobs. app.ts starts the jobs
 * after the database plugin, registers the Fastify plugins, then these routes in this order, then the
 * static portal and the not-found handler, which answer whatever no route here took. A module that
 * needs another module's rule is handed it here, where both are in sight (auth's sign-in gets totp's
 * second step; the settings screen reads withdrawals' identity rule), so modules never import upwards.
 */
export function gatewayModules(ctx: AppContext): GatewayModule[] {
  const every = (name: string, ms: number, pass: () => Promise<unknown>) =>
    periodicJob(name, ms, pass, ctx.log);
  // The redirect's clicks are stored by a recorder that is also a job: the same instance for both.
  const tracking = new ClickTracking(ctx);
  return [
    {
      name: 'auth',
      routes: (app) => registerAuthRoutes(app, { secondFactor: requireSignInSecondFactor }),
    },
    { name: 'members', routes: registerSignedInAffiliateRoutes },
    { name: 'account-settings', routes: registerAccountSettingsRoutes },
    { name: 'settings', routes: (app) => registerSettingRoutes(app, { storedWithdrawalRule }) },
    { name: 'notifications', routes: registerNotificationRoutes },
    {
      name: 'mail',
      routes: registerMailRoutes,
      // Mail that failed is tried again only where there is an SMTP server to try it on.
      jobs: ctx.config.smtpUrl
        ? [every('mail delivery retry', RETRY_INTERVAL_MS, () => deliverDueMail(ctx))]
        : [],
    },
    { name: 'codes', routes: registerCodeRoutes },
    { name: 'operators', routes: registerOperatorAccountRoutes },
    { name: 'operator-audit', routes: registerOperatorAuditRoutes },
    { name: 'affiliates', routes: registerAffiliateRoutes },
    { name: 'operator-overview', routes: registerOperatorOverviewRoutes },
    { name: 'demo', routes: registerDemoRoutes },
    { name: 'ingest', routes: (app) => registerIngestRoutes(app, receiveFeedFile) },
    {
      name: 'feed-files',
      routes: registerFeedFileRoutes,
      jobs: [startupJob('interrupted feed uploads', () => failInterruptedUploads(ctx), ctx.log)],
    },
    { name: 'dashboard', routes: registerDashboardRoutes },
    { name: 'referrals', routes: registerReferralRoutes },
    { name: 'reports', routes: registerReportRoutes },
    {
      name: 'postbacks',
      routes: registerPostbackRoutes,
      jobs: [every('postback delivery', POSTBACK_INTERVAL_MS, () => deliverDuePostbacks(ctx))],
    },
    { name: 'api-tokens', routes: registerApiTokenRoutes },
    {
      name: 'banners',
      routes: (app) => {
        registerBannerRoutes(app);
        registerBannerOperatorRoutes(app);
      },
    },
    { name: 'referral-codes', routes: registerReferralCodeRoutes },
    { name: 'landing-pages', routes: registerLandingPageRoutes },
    { name: 'brands', routes: registerBrandRoutes },
    { name: 'feed-freshness', routes: registerFeedFreshnessRoutes },
    { name: 'deals', routes: registerDealRoutes },
    {
      name: 'tracking',
      routes: (app) => registerTrackingRoutes(app, tracking),
      jobs: clickJobs(ctx.log, tracking.recorder, tracking.notices),
    },
    { name: 'totp', routes: registerTotpRoutes },
    { name: 'contact', routes: registerContactRoutes },
    { name: 'commission', routes: registerCommissionRoutes },
    { name: 'sub-affiliates', routes: registerSubAffiliateRoutes },
    { name: 'player-changes', routes: registerPlayerChangeRoutes },
    { name: 'fx-rates', routes: registerFxRateRoutes },
    { name: 'terms', routes: registerTermsRoutes },
    {
      name: 'applications',
      routes: (app) => {
        registerApplicationPublicRoutes(app);
        registerApplicationOperatorRoutes(app);
      },
    },
    {
      name: 'text-overrides',
      routes: registerTextOverrideRoutes,
      // Another gateway's change reaches this one within the interval (i18n/text-overrides.ts).
      jobs: [every('text overrides reload', RELOAD_INTERVAL_MS, () => reloadTextOverrides(ctx.db))],
    },
    {
      name: 'payments',
      routes: (app) => {
        registerPaymentRoutes(app);
        registerPaymentOperatorRoutes(app);
      },
    },
    { name: 'statements', routes: registerStatementRoutes },
    {
      name: 'kyc',
      routes: registerKycRoutes,
      jobs: [every('identity scan retrieval', RETRIEVAL_INTERVAL_MS, () => retrievePendingScans(ctx))],
    },
    {
      name: 'feed-sources',
      routes: (app) => registerFeedSourceRoutes(app, { load: loadPulledFile }),
      // Every gateway runs the schedule's passes: the claims keep two from pulling one source (due-pulls.ts).
      jobs: feedPullJobs(ctx, every),
    },
    { name: 'withdrawals', routes: registerWithdrawalRoutes },
    { name: 'ledger', routes: registerLedgerRoutes },
  ];
}

/** The schedule's loop, unless configured off (`feedPulls.intervalMs` 0: the suite runs passes itself). */
function feedPullJobs(
  ctx: AppContext,
  every: (name: string, ms: number, pass: () => Promise<unknown>) => BackgroundJob,
): BackgroundJob[] {
  const ms = ctx.config.feedPulls?.intervalMs ?? FEED_PULL_INTERVAL_MS;
  return ms > 0 ? [every('feed pulls', ms, () => pullDueSources(ctx, loadPulledFile))] : [];
}
