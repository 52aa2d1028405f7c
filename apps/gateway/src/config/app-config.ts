import type { TrustProxy } from './trust-proxy.ts';

/** Everything `buildApp` needs; server.ts fills it from the environment, tests fill it directly. */
export interface RateLimitConfig {
  /** Default for every route, per IP per minute. */
  globalPerIp: number;
  loginPerIp: number;
  loginPerAccount: number;
  codePerIp: number;
  codePerAccount: number;
  refreshPerIp: number;
  /** The tracking redirect, per IP per minute: players behind one shared address (a carrier's NAT, an office) all click through it. */
  trackingPerIp: number;
  /** Requests per personal API token per minute, whichever address they come from (an aggregator's polling). */
  personalTokenPerToken: number;
  /** Window of every limit above, in milliseconds. */
  windowMs: number;
  /** Codes tried per account per `twoFactorWindowMs` (modules/code-window): one window for every code that proves the affiliate, another for forgot-password codes. */
  twoFactorFailuresPerAccount: number;
  twoFactorWindowMs: number;
  /** Contact-us messages per account per `contactWindowMs` (the support team's inbox, and the mail server's reputation). */
  contactPerAccount: number;
  contactWindowMs: number;
  /**
   * The application form's public endpoints (modules/applications/public-routes.ts), each per address and
   * per network (the /24 of an IPv4 address, the /48 of an IPv6 one), per `applicationWindowMs`.
   */
  applications: Record<ApplicationEndpoint, { perAddress: number; perNetwork: number }>;
  applicationWindowMs: number;
  /** Mails the application form sends one address per `applicationMailWindowMs`, so it cannot flood a stranger's mailbox. */
  applicationMailsPerRecipient: number;
  applicationMailWindowMs: number;
}

/** The application form's rate-limited endpoints: the challenge, the form, the confirmation, a question's text and its answer. */
export type ApplicationEndpoint = 'challenge' | 'register' | 'confirm' | 'question' | 'answer';

/** A Jumio-compatible (Netverify v4) provider account. */
export interface JumioConfig {
  apiToken: string;
  apiSecret: string;
  /** e.g. https://netverify.com (US), https://lon.netverify.com (EU); no trailing slash. */
  baseUrl: string;
  /** Addresses and CIDR ranges the provider calls back from; a callback from anywhere else is refused. */
  callbackAllowlist: string[];
  /** Netverify wants the business named in every request's User-Agent. */
  userAgent: string;
  /** Netverify acquisition workflow (e.g. 100 = ID only, camera and upload); the account's default when unset. */
  workflowId?: number;
}

export type DatabaseConfig =
  | { kind: 'pg'; url: string }
  /**
   * `dataDir` undefined means in memory (tests). `startFrom`: a data directory dumped by PGlite's
   * `dumpDataDir` to open instead of an empty one, in memory (the tests start each app from one migrated
   * and seeded copy made once per run) or as a new `dataDir` (the demo database `npm install` keeps);
   * a `dataDir` that holds a database ignores it.
   */
  | { kind: 'pglite'; dataDir?: string; startFrom?: Blob };

export interface AppConfig {
  port: number;
  host: string;
  /** Public origin of portal and API, without trailing slash. */
  publicUrl: string;
  /**
   * The API base address handed to the portal in /config.json. Empty (the default) means the portal's own
   * origin, so the portal works under whatever host name it is reached by (localhost, 127.0.0.1, a LAN
   * name) without tripping the CSP's connect-src 'self'. Set it only when the API lives elsewhere.
   */
  apiBaseUrl: string;
  /**
   * Where the tracking redirect sends players (the brand's landing page), the code attached as `ref`.
   * Unset: the gateway's own demo landing page, `${publicUrl}/landing`.
   */
  landingUrl?: string;
  database: DatabaseConfig;
  dataDir: string;
  jwtSecret: string;
  /** AES-256-GCM key (32 bytes) of the stored authenticator secrets. */
  totpEncryptionKey: Buffer;
  portalClientToken: string;
  operatorTokens: string[];
  smtpUrl?: string;
  /**
   * Postbacks may go to private, loopback and link-local addresses (POSTBACK_ALLOW_PRIVATE_NETWORKS=1):
   * for development and tests only, since an affiliate's address could otherwise reach the brand's own network.
   */
  postbackAllowPrivateNetworks: boolean;
  mailFrom: string;
  /** The brand's support address: contact-us messages are mailed there. */
  supportEmail: string;
  kycProvider: 'sandbox' | 'jumio';
  /** The Jumio-compatible provider's account (required when kycProvider is 'jumio'). */
  jumio?: JumioConfig;
  /** A rate against EUR older than this blocks withdrawals in its asset (RATE_MAX_AGE_SECONDS, default 6 hours). */
  rateMaxAgeSeconds: number;
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (RATE_LIMIT_NAMESPACE: deployments or tests sharing one Redis use their own). */
  rateLimitNamespace?: string;
  portalDist: string;
  /**
   * The portal is being built beside this gateway (PORTAL_BUILDING=1, set by `npm start`): the database is
   * prepared meanwhile and the gateway serves once the build's stamp is in `portalDist`.
   */
  waitForPortalBuild?: boolean;
  /**
   * The portal's message catalogs (apps/portal/src/locales), read for the operator's Texts screen and its
   * overrides; `<portalDist>/../src/locales` unless given. Absent, the portal's texts are an empty list.
   */
  portalLocales?: string;
  logLevel: string;
  /**
   * The proxies believed about the client's address (TRUST_PROXY): a hop count or their addresses
   * (config/trust-proxy.ts); never every hop.
   */
  trustProxy: TrustProxy;
  bodyLimit: number;
  /**
   * Scheduled pulls (modules/feed-sources): `caPem`, certificates trusted besides the system's
   * (FEED_PULL_CA_FILE: a brand's private CA); `timeoutMs` without an answer or a byte (FEED_PULL_TIMEOUT_SECONDS,
   * default 60 s); `intervalMs` between the schedule's passes (default 15 s; 0: no loop, the suite runs
   * passes itself). A pulled file is limited like any feed file (`feedFileMaxBytes`).
   */
  feedPulls?: { caPem?: string; timeoutMs?: number; intervalMs?: number };
  rateLimits: RateLimitConfig;
  /** Seeds the demo affiliates when the migrations create an empty database. */
  seedDemoData: boolean;
  /** Seeds the demo affiliate's ~2,000 generated players with activity along with the demo accounts (default true). */
  seedDemoPlayers?: boolean;
  /** Worker threads rendering statement PDFs (STATEMENT_PDF_THREADS; default: the cores but one, at least one). */
  statementPdfThreads?: number;
  /**
   * The most key derivations the application form's proof-of-work asks (APPLICATION_CHALLENGE_COST; each a
   * PBKDF2 of 5,000 iterations, each challenge between half of it and all of it): modules/applications/challenge.ts's
   * default when unset.
   */
  applicationChallengeCost?: number;
  /** The largest feed file (CSV) taken, in bytes (FEED_FILE_MAX_BYTES; default 200 MB): 413 beyond. */
  feedFileMaxBytes?: number;
  /** Most rows one player export may hold (default PLAYERS_EXPORT_MAX_ROWS; tests lower it). */
  playersExportMaxRows?: number;
  /** Where log lines go instead of stdout (the suite reads them to prove no secret is logged). */
  logStream?: { write(line: string): void };
  /** Parse every response with its zod schema before writing it (the gateway suite); off in production. */
  checkResponsesAgainstContract?: boolean;
  /** The clock; tests move it to expire tokens and codes. */
  now: () => Date;
}

export const defaultRateLimits: RateLimitConfig = {
  globalPerIp: 300,
  loginPerIp: 10,
  loginPerAccount: 5,
  codePerIp: 5,
  codePerAccount: 5,
  refreshPerIp: 30,
  trackingPerIp: 1200,
  personalTokenPerToken: 120,
  windowMs: 60_000,
  twoFactorFailuresPerAccount: 5,
  twoFactorWindowMs: 15 * 60_000,
  contactPerAccount: 5,
  contactWindowMs: 60 * 60_000,
  applications: {
    challenge: { perAddress: 30, perNetwork: 90 },
    register: { perAddress: 10, perNetwork: 30 },
    confirm: { perAddress: 20, perNetwork: 60 },
    question: { perAddress: 30, perNetwork: 90 },
    answer: { perAddress: 10, perNetwork: 30 },
  },
  applicationWindowMs: 60 * 60_000,
  applicationMailsPerRecipient: 5,
  applicationMailWindowMs: 24 * 60 * 60_000,
};

export function scaleRateLimits(limits: RateLimitConfig, factor: number): RateLimitConfig {
  const scale = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    ...limits,
    globalPerIp: scale(limits.globalPerIp),
    loginPerIp: scale(limits.loginPerIp),
    loginPerAccount: scale(limits.loginPerAccount),
    codePerIp: scale(limits.codePerIp),
    codePerAccount: scale(limits.codePerAccount),
    refreshPerIp: scale(limits.refreshPerIp),
    trackingPerIp: scale(limits.trackingPerIp),
    personalTokenPerToken: scale(limits.personalTokenPerToken),
    twoFactorFailuresPerAccount: scale(limits.twoFactorFailuresPerAccount),
    contactPerAccount: scale(limits.contactPerAccount),
    applications: Object.fromEntries(
      Object.entries(limits.applications).map(([endpoint, limit]) => [
        endpoint,
        { perAddress: scale(limit.perAddress), perNetwork: scale(limit.perNetwork) },
      ]),
    ) as RateLimitConfig['applications'],
    applicationMailsPerRecipient: scale(limits.applicationMailsPerRecipient),
  };
}
