import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { FeedFileReport } from '@affiliate/contract';
import { operatorHeaders } from './helpers.ts';

/** An upload's report as the console reads it (`GET /operator/feed-uploads/{id}`). */
export async function uploadReport(app: FastifyInstance, id: string | number): Promise<FeedFileReport> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/feed-uploads/${id}`,
    headers: operatorHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FeedFileReport;
}
