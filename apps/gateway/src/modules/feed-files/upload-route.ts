import { errorCodes, type FeedName } from '@affiliate/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import type { FileBody } from '../../http/file-body.ts';

/** A CSV body on the feed's PUT: loaded as a stream (the loader lands in the next commit). */
export async function receiveFeedFile(
  _request: FastifyRequest,
  _feed: FeedName,
  _body: FileBody,
): Promise<never> {
  throw new ApiError(415, 'CSV files are not taken yet.', errorCodes.validationFailed);
}
