import type { FastifyInstance } from 'fastify';
import { operatorHeaders } from './helpers.ts';

export const ACTIVITY_HEADER = 'customer_id,day,currency,deposits,withdrawals,turnover,winloss,bonuses';
export const PLAYERS_HEADER = 'customer_id,referral_code,date_joined,registered_at,category,country';

/** A CSV file's text from its lines (LF endings, a final newline). */
export function csvFile(lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

/** PUTs a CSV file to a feed as the API takes it (text/csv), with the file's query. */
export function putFeedFile(
  app: FastifyInstance,
  feed: 'players' | 'activity',
  payload: string | Buffer | NodeJS.ReadableStream,
  query: Record<string, string> = {},
  contentType = 'text/csv',
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'PUT',
    url: `/api/v1/operator/${feed}${search ? `?${search}` : ''}`,
    headers: { ...operatorHeaders, 'content-type': contentType },
    payload: payload as string,
  });
}
