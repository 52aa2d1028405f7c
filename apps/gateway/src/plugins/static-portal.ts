import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PORTAL_CONFIG_PATH, portalConfig, type PortalConfig } from '@affiliate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config.ts';
import { portalTextOverrides } from '../i18n/portal-overrides.ts';
import { catalogPreloads, pageLanguage } from './catalog-preload.ts';

export const PORTAL_NOT_BUILT =
  'The portal is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page.\n';
export const CONSOLE_NOT_BUILT =
  'The operator console is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload this page.\n';

/**
 * Where the operator console is served: a page of its own (the portal build's `operator/` folder, see
 * apps/portal/vite.console.config.ts), on the portal's origin and under the same headers.
 */
export const CONSOLE_PATH = '/operator';
const CONSOLE_INDEX = 'operator/index.html';

/** The console's pages: every client-side route under /operator/. */
function isConsolePage(pathname: string): boolean {
  return pathname.startsWith(`${CONSOLE_PATH}/`);
}

/** A GET or HEAD of /operator itself (with or without a query), whatever the client accepts. */
function isConsoleFolderWithoutSlash(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.url === CONSOLE_PATH || request.url.startsWith(`${CONSOLE_PATH}?`))
  );
}

export function portalRuntimeConfig(config: AppConfig, brandName: string): PortalConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    portalClientToken: config.portalClientToken,
    brandName,
    kyc: {
      successUrl: `${config.publicUrl}/kyc?result=success`,
      errorUrl: `${config.publicUrl}/kyc?result=error`,
    },
    texts: portalTextOverrides(config),
  };
}

/**
 * Client-side routes: a GET for a page (not the API, the docs or config) that accepts HTML. A file
 * name (a dot or a trailing ~ in the last segment, as in /backup.zip or /auth/login~) is never a
 * route: missing, it is a 404, not index.html with 200, which scanners report as an exposed file.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname.startsWith('/docs') ||
    pathname === PORTAL_CONFIG_PATH
  )
    return false;
  if (/[.~]/.test(pathname.slice(pathname.lastIndexOf('/') + 1))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built portal on the API's origin: hashed /assets/* cached for a year, index.html never
 * cached (so a deploy is picked up at once), and index.html for every client-side route; the same for
 * the operator console under /operator/ (its assets in /operator/assets/*, its operator/index.html for
 * every page under it; /operator itself redirects to /operator/). Returns the not-found fallback for the error handler.
 */
export async function registerStaticPortal(
  app: FastifyInstance,
  config: AppConfig,
  brandName: () => Promise<string>,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<boolean>> {
  app.withTypeProvider<ZodTypeProvider>().get(
    PORTAL_CONFIG_PATH,
    {
      schema: {
        summary: "The portal's runtime configuration",
        tags: ['portal'],
        response: { 200: portalConfig },
      },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return portalRuntimeConfig(config, await brandName());
    },
  );

  const built = existsSync(path.join(config.portalDist, 'index.html'));
  if (!built) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(PORTAL_NOT_BUILT),
    );
    return async (request, reply) => {
      if (!isPageRequest(request)) return false;
      await reply.code(404).type('text/plain; charset=utf-8').send(PORTAL_NOT_BUILT);
      return true;
    };
  }

  const consoleBuilt = existsSync(path.join(config.portalDist, CONSOLE_INDEX));
  const portalIndex = path.join(config.portalDist, 'index.html');
  const catalogLink = catalogPreloads(config.portalDist);
  const assetFolders = [
    path.join(config.portalDist, 'assets') + path.sep,
    path.join(config.portalDist, 'operator', 'assets') + path.sep,
  ];
  await app.register(fastifyStatic, {
    root: config.portalDist,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz copies of text files (apps/portal/build/precompress.ts): the one the
    // browser accepts is sent, with Vary: Accept-Encoding; nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isAsset = assetFolders.some((folder) => filePath.startsWith(folder));
      res.setHeader('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Any file may have a .br or .gz copy, so a cache must key every answer on what the browser accepts
      // (@fastify/static 9 does not add this header itself).
      res.setHeader('vary', 'Accept-Encoding');
      // The portal's page names the catalog of its visitor's language for the browser to preload; the
      // answer then depends on the address, the language cookie and Accept-Language too (never cached:
      // no-cache above).
      if (filePath === portalIndex && catalogLink) {
        // @fastify/static hands setHeaders the raw response (reply.raw), whose request Node keeps in `req`.
        const { req } = res as unknown as { req: IncomingMessage };
        res.setHeader('link', catalogLink(pageLanguage(req)));
        res.setHeader('vary', 'Accept-Encoding, Accept-Language, Cookie');
      }
    },
  });
  return async (request, reply) => {
    if (isConsoleFolderWithoutSlash(request)) {
      // The README and people write /operator; the static files answer only /operator/ (a page request
      // got the console, anything else, such as curl's, a JSON 404). One address for the console, as a
      // web server does for a folder: the query goes along.
      const query = request.url.slice(CONSOLE_PATH.length);
      await reply.redirect(`${CONSOLE_PATH}/${query}`, 308);
      return true;
    }
    if (!isPageRequest(request)) return false;
    if (!isConsolePage(request.url.split('?')[0] ?? '/')) {
      await reply.header('cache-control', 'no-cache').sendFile('index.html');
    } else if (consoleBuilt) {
      await reply.header('cache-control', 'no-cache').sendFile(CONSOLE_INDEX);
    } else {
      await reply.code(404).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT);
    }
    return true;
  };
}
