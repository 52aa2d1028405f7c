import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { requestForLog } from './http/request-log.ts';
import { contractSerializerCompiler } from './http/response-serializer.ts';
import type { AppContext } from './app-context.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { AppConfig } from './config/app-config.ts';
import { openDatabase } from './db/open-database.ts';
import { gatewayModules } from './app-modules.ts';
import { migrateAndSeed } from './demo/seed.ts';
import { startBackgroundJobs } from './jobs/gateway-jobs.ts';
import { refreshStaleDemoRates } from './modules/payments/demo-rates.ts';
import { operatorRates } from './modules/payments/rates-source.ts';
import { brandName } from './modules/settings/service.ts';
import { FIGURES_CHANNEL } from './caches/figures-cache.ts';
import { processCaches } from './caches/process-caches.ts';
import { reloadTextOverrides } from './modules/text-overrides/reload.ts';
import { registerAuth } from './http/access.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDatabase } from './plugins/db.ts';
import { frameworkError, registerErrorHandler, registerNotFoundHandler } from './plugins/errors.ts';
import { registerVaryLanguage } from './plugins/vary-language.ts';
import { registerFavicon } from './plugins/favicon.ts';
import { registerHealth } from './plugins/health.ts';
import { trackRouteMethods, unmatchEmptyPathParams } from './plugins/method-not-allowed.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticPortal } from './plugins/static-portal.ts';
import { portalBuilt } from './plugins/portal-build-wait.ts';
import { registerStorableText } from './plugins/storable-text.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { registerXsrf } from './plugins/xsrf.ts';

/**
 * Secrets never reach the log: credentials in headers and any secret-looking body field (the two-factor
 * setup's secret and address, recovery codes, codes).
 */
const secretFields = [
  'password',
  'current_password',
  'password_confirmation',
  'refreshToken',
  'token',
  'code',
  'otp',
  'secret',
  'otpauth_uri',
  'recovery_codes',
];
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...secretFields.flatMap((field) => [
    `body.${field}`,
    `req.body.${field}`,
    `*.${field === 'code' ? 'otpCode' : field}`,
  ]),
];

/** Builds the gateway: database (migrated, seeded when new), the modules' jobs, plugins, then the modules' routes (app-modules.ts). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(config.logStream && { stream: config.logStream }),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Fastify's default 404/400 handling is replaced by the contract's error body (plugins/errors.ts).
    return503OnClosing: true,
    frameworkErrors: frameworkError,
  });
  registerErrorHandler(app, config);
  registerVaryLanguage(app);
  const allowedMethods = trackRouteMethods(app);
  unmatchEmptyPathParams(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    contractSerializerCompiler({ checkAgainstContract: config.checkResponsesAgainstContract ?? false }),
  );

  const db = await openDatabase(
    config.database,
    (error) => app.log.warn({ err: error }, 'database connection lost'),
    [FIGURES_CHANNEL],
  );
  const ctx: AppContext = { db, config, log: app.log, ...processCaches(), rates: operatorRates };
  try {
    const run = await migrateAndSeed(db, config);
    if (run.applied.length > 0)
      app.log.info(
        { applied: run.applied, seeded: run.createdFromEmpty && config.seedDemoData },
        'database migrated',
      );
    if (config.seedDemoData) {
      const refreshed = await refreshStaleDemoRates(db, ctx.rates, config.now(), config.rateMaxAgeSeconds);
      if (refreshed.length > 0)
        app.log.info({ assets: refreshed }, 'demo rates were out of date: recorded again');
    }
    // translate() and /config.json read the operator's text overrides from memory: filled before any request.
    await reloadTextOverrides(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  await registerDatabase(app, ctx);
  const modules = gatewayModules(ctx);
  startBackgroundJobs(
    app,
    modules.flatMap((module) => module.jobs ?? []),
  );
  registerAuth(app);
  registerStorableText(app);

  registerSecurityHeaders(app, config);
  await registerXsrf(app, config);
  await registerCompression(app);
  const sharedCounters = await registerRateLimit(app, config);
  await registerSwagger(app, config);

  registerHealth(app, sharedCounters);
  registerFavicon(app);
  for (const module of modules) await module.routes(app);

  // The routes are registered while the portal builds beside (`npm start`); only the portal's files wait.
  if (config.waitForPortalBuild)
    await portalBuilt(config.portalDist).catch(async (error: unknown) => {
      await app.close(); // its jobs stopped, the database closed
      throw error;
    });
  const portalFallback = await registerStaticPortal(app, config, () => brandName(ctx));
  registerNotFoundHandler(app, portalFallback, allowedMethods);
  return app;
}
