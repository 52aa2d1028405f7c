import { api, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { findUpload, listUploads } from './upload-log.ts';

export const FEED_UPLOAD_NOT_FOUND = 'There is no such feed upload.';

/** The upload log, read by the console's Data screen and the CLI. */
export function registerFeedFileRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  contractRoute(app, api.operator.feedUploads, async (request) => {
    const { page, per_page: perPage, feed } = request.query;
    const { rows, total } = await listUploads(
      ctx.db,
      { feed: feed ?? null },
      { limit: perPage, offset: (page - 1) * perPage },
    );
    return {
      data: rows,
      meta: paginationMeta({ page, perPage, total, url: `${ctx.config.publicUrl}${request.url}` }),
    };
  });
  contractRoute(app, api.operator.feedUpload, async (request) => {
    const report = await findUpload(ctx.db, request.params.uploadId);
    if (!report) throw new ApiError(404, FEED_UPLOAD_NOT_FOUND, errorCodes.notFound);
    return { data: report };
  });
}
