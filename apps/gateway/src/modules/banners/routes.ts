import { api, fillPath, messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { catalogueCreative, listCatalogue } from './catalogue-service.ts';
import { deleteSavedBanner, listSavedBanners, saveBanner, savedBannerSnippet } from './saved-service.ts';

/** A week: a creative's bytes never change under its ETag, and a replaced one gets a new ETag. */
export const CREATIVE_CACHE_CONTROL = 'public, max-age=604800';

/**
 * A creative is a picture, whoever opens it: an SVG opened directly in a tab (not through <img>) runs
 * no script, loads nothing and is sandboxed, so it can never act on our origin.
 */
export const CREATIVE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Whether an If-None-Match header names this ETag (a list, a weak tag, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function registerBannerRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const publicUrl = ctx.config.publicUrl;

  contractRoute(app, api.banners.bannerCatalogue, async (request) => {
    const url = new URL(`${publicUrl}${api.banners.bannerCatalogue.path}`);
    url.searchParams.set('per_page', String(request.query.per_page));
    if (request.query.type) url.searchParams.set('type', request.query.type);
    if (request.query.language) url.searchParams.set('language', request.query.language);
    if (request.query.brand) url.searchParams.set('brand', request.query.brand);
    return listCatalogue(ctx, request.affiliate.id, request.query, url.toString());
  });

  // The file itself, past the response serialiser; embedded by affiliates' sites, so other origins may load it.
  contractRoute(app, api.banners.bannerCreative, async (request, reply) => {
    const creative = await catalogueCreative(ctx, request.params.bannerId, request.params.size);
    const etag = `"${creative.sha256}"`;
    reply
      .header('cache-control', CREATIVE_CACHE_CONTROL)
      .header('etag', etag)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', CREATIVE_CONTENT_SECURITY_POLICY);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const type = creative.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : creative.content_type;
    return reply.type(type).send(creative.body);
  });

  contractRoute(app, api.banners.saveBanner, async (request) => ({
    data: await saveBanner(ctx, request.params.id, request.body),
  }));

  contractRoute(app, api.banners.savedBannerList, async (request) => {
    const url = new URL(
      `${publicUrl}${fillPath(api.banners.savedBannerList.path, { id: request.params.id })}`,
    );
    url.searchParams.set('per_page', String(request.query.per_page));
    return listSavedBanners(ctx, request.params.id, request.query, url.toString());
  });

  contractRoute(app, api.banners.savedBannerHtml, async (request) => ({
    data: await savedBannerSnippet(ctx, request.params.id, request.params.bannerId, request.query.size),
  }));

  contractRoute(app, api.banners.deleteSavedBanner, async (request) => {
    await deleteSavedBanner(ctx, request.params.id, request.params.bannerId);
    return { message: messages.bannerDeleted, data: { id: request.params.bannerId } };
  });
}
