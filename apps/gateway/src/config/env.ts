import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { allowlistEntryProblem } from './address-allowlist.ts';
import { defaultRateLimits, scaleRateLimits, type AppConfig, type JumioConfig } from './app-config.ts';
import { defaultDataDir, defaultPortalDist } from './paths.ts';
import { JWT_SECRET_FILE, OPERATOR_TOKEN_FILE, PORTAL_CLIENT_TOKEN_FILE, keptSecret } from './secrets.ts';
import { decodeTotpKey, keptTotpKey } from './totp-key.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    );

const envSchema = z.object({
  PORT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1-65535')
    .max(65535, 'must be 1-65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(url(['postgres:', 'postgresql:']).optional()),
  DATA_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(url(['http:', 'https:']).optional()),
  API_BASE_URL: optionalText.pipe(url(['http:', 'https:']).optional()),
  LANDING_URL: optionalText.pipe(url(['http:', 'https:']).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TOTP_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => decodeTotpKey(value) !== null,
        'must be a 32-byte key: 64 hex digits or base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  PORTAL_CLIENT_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  OPERATOR_TOKENS: optionalText,
  SMTP_URL: optionalText.pipe(url(['smtp:', 'smtps:']).optional()),
  MAIL_FROM: z.string().trim().default('Goldline Partners <no-reply@goldline.example>'),
  SUPPORT_EMAIL: z.string().trim().email('must be an email address').default('support@goldline.example'),
  KYC_PROVIDER: z.enum(['sandbox', 'jumio'], 'must be sandbox or jumio').default('sandbox'),
  JUMIO_API_TOKEN: optionalText,
  JUMIO_API_SECRET: optionalText,
  JUMIO_BASE_URL: optionalText.pipe(url(['https:', 'http:']).optional()),
  JUMIO_CALLBACK_ALLOWLIST: optionalText,
  JUMIO_USER_AGENT: z
    .string()
    .trim()
    .min(1, 'must name the business')
    .default('Goldline Partners Affiliate Portal/1.0'),
  JUMIO_WORKFLOW_ID: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number')
      .min(100, 'must be a Netverify workflow id such as 100')
      .max(999, 'must be a Netverify workflow id such as 100')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(url(['redis:', 'rediss:']).optional()),
  RATE_LIMIT_NAMESPACE: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  PORTAL_DIST: optionalText,
  PORTAL_BUILDING: z.enum(['true', 'false', '1', '0'], 'must be 1 or 0').default('0'),
  LOG_LEVEL: z
    .enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be one of fatal, error, warn, info, debug, trace, silent',
    )
    .default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context) => {
      const parsed = parseTrustProxy(text);
      if ('problem' in parsed) {
        context.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    }),
  POSTBACK_ALLOW_PRIVATE_NETWORKS: z.enum(['true', 'false', '1', '0'], 'must be 1 or 0').default('0'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive('must be a positive number').default(1),
  RATE_MAX_AGE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(60, 'must be at least 60')
    .default(6 * 60 * 60),
  APPLICATION_CHALLENGE_COST: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .optional(),
  ),
  FEED_PULL_CA_FILE: optionalText,
  FEED_PULL_TIMEOUT_SECONDS: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .optional(),
  ),
  STATEMENT_PDF_THREADS: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(64, 'must be at most 64')
      .optional(),
  ),
  FEED_FILE_MAX_BYTES: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number of bytes')
      .min(1024, 'must be at least 1024')
      .optional(),
  ),
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type ParsedEnv = z.output<typeof envSchema>;

/** KYC_PROVIDER=jumio needs the account's credentials, base address and callback allow-list. */
function jumioConfig(e: ParsedEnv): JumioConfig | undefined {
  if (e.KYC_PROVIDER !== 'jumio') return undefined;
  const problems: string[] = [];
  if (!e.JUMIO_API_TOKEN)
    problems.push('JUMIO_API_TOKEN: required when KYC_PROVIDER=jumio (the API token of the Jumio account)');
  if (!e.JUMIO_API_SECRET)
    problems.push('JUMIO_API_SECRET: required when KYC_PROVIDER=jumio (the API secret of the Jumio account)');
  if (!e.JUMIO_BASE_URL)
    problems.push(
      'JUMIO_BASE_URL: required when KYC_PROVIDER=jumio (e.g. https://netverify.com or https://lon.netverify.com)',
    );
  const allowlist = (e.JUMIO_CALLBACK_ALLOWLIST ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (allowlist.length === 0)
    problems.push(
      "JUMIO_CALLBACK_ALLOWLIST: required when KYC_PROVIDER=jumio (comma-separated IPs or CIDR ranges of Jumio's callback servers)",
    );
  for (const entry of allowlist) {
    const problem = allowlistEntryProblem(entry);
    if (problem) problems.push(`JUMIO_CALLBACK_ALLOWLIST: ${problem}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    apiToken: e.JUMIO_API_TOKEN!,
    apiSecret: e.JUMIO_API_SECRET!,
    baseUrl: e.JUMIO_BASE_URL!.replace(/\/+$/, ''),
    callbackAllowlist: allowlist,
    userAgent: e.JUMIO_USER_AGENT,
    ...(e.JUMIO_WORKFLOW_ID !== undefined && { workflowId: e.JUMIO_WORKFLOW_ID }),
  };
}

/** Scheduled pulls' settings: FEED_PULL_CA_FILE read now, so a wrong path stops the start, not a pull. */
function feedPullConfig(e: ParsedEnv): AppConfig['feedPulls'] {
  let caPem: string | undefined;
  if (e.FEED_PULL_CA_FILE) {
    try {
      caPem = readFileSync(e.FEED_PULL_CA_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError([`FEED_PULL_CA_FILE: cannot be read (${(error as Error).message})`]);
    }
    if (!caPem.includes('-----BEGIN CERTIFICATE-----'))
      throw new ConfigError(['FEED_PULL_CA_FILE: holds no PEM certificate']);
  }
  return {
    ...(caPem && { caPem }),
    ...(e.FEED_PULL_TIMEOUT_SECONDS !== undefined && { timeoutMs: e.FEED_PULL_TIMEOUT_SECONDS * 1000 }),
  };
}

export interface LoadedConfig {
  config: AppConfig;
  /** Where the generated operator token is kept, when it was not given in OPERATOR_TOKENS. */
  operatorTokenFile?: string;
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
      ),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? defaultDataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const operatorTokens = (e.OPERATOR_TOKENS ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (operatorTokens.some((t) => t.length < 16))
    throw new ConfigError(['OPERATOR_TOKENS: each token must be at least 16 characters']);

  const jumio = jumioConfig(e);
  const totpEncryptionKey = e.TOTP_ENCRYPTION_KEY
    ? decodeTotpKey(e.TOTP_ENCRYPTION_KEY)!
    : keptTotpKey(dataDir);
  if (!Buffer.isBuffer(totpEncryptionKey))
    throw new ConfigError([`TOTP_ENCRYPTION_KEY unset and ${totpEncryptionKey.problem}`]);

  let operatorTokenFile: string | undefined;
  if (operatorTokens.length === 0) {
    const kept = keptSecret(dataDir, OPERATOR_TOKEN_FILE);
    operatorTokens.push(kept.value);
    operatorTokenFile = kept.file;
  }
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    apiBaseUrl: (e.API_BASE_URL ?? '').replace(/\/+$/, ''),
    landingUrl: e.LANDING_URL ?? `${publicUrl}/landing`,
    database: e.DATABASE_URL
      ? { kind: 'pg', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
    dataDir,
    jwtSecret: e.JWT_SECRET ?? keptSecret(dataDir, JWT_SECRET_FILE).value,
    totpEncryptionKey,
    portalClientToken: e.PORTAL_CLIENT_TOKEN ?? keptSecret(dataDir, PORTAL_CLIENT_TOKEN_FILE).value,
    operatorTokens,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    kycProvider: e.KYC_PROVIDER,
    ...(jumio && { jumio }),
    rateMaxAgeSeconds: e.RATE_MAX_AGE_SECONDS,
    ...(e.STATEMENT_PDF_THREADS !== undefined && { statementPdfThreads: e.STATEMENT_PDF_THREADS }),
    ...(e.FEED_FILE_MAX_BYTES !== undefined && { feedFileMaxBytes: e.FEED_FILE_MAX_BYTES }),
    ...(e.APPLICATION_CHALLENGE_COST !== undefined && {
      applicationChallengeCost: e.APPLICATION_CHALLENGE_COST,
    }),
    redisUrl: e.REDIS_URL,
    ...(e.RATE_LIMIT_NAMESPACE && { rateLimitNamespace: e.RATE_LIMIT_NAMESPACE }),
    portalDist: path.resolve(e.PORTAL_DIST ?? defaultPortalDist),
    waitForPortalBuild: e.PORTAL_BUILDING === 'true' || e.PORTAL_BUILDING === '1',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    postbackAllowPrivateNetworks:
      e.POSTBACK_ALLOW_PRIVATE_NETWORKS === 'true' || e.POSTBACK_ALLOW_PRIVATE_NETWORKS === '1',
    bodyLimit: 64 * 1024,
    feedPulls: feedPullConfig(e),
    rateLimits: scaleRateLimits(defaultRateLimits, e.RATE_LIMIT_MULTIPLIER),
    seedDemoData: true,
    now: () => new Date(),
  };
  return { config, operatorTokenFile };
}
