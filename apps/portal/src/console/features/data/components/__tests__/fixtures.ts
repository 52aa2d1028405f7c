import type { FeedFileReport } from '@affiliate/contract/endpoints/feed-files';

const sha = 'ab12cd34ef56'.padEnd(64, '0');

/** A file's report as the gateway answers it; a stored activity file unless told otherwise. */
export function feedReport(overrides: Partial<FeedFileReport> = {}): FeedFileReport {
  return {
    upload_id: 41,
    feed: 'activity',
    result: 'stored',
    file_name: 'activity.csv',
    sha256: sha,
    bytes: 2_048,
    rows: 12_034,
    stored_rows: 12_034,
    refused_rows: 0,
    store_good_rows: false,
    error_count: 0,
    failure: null,
    duplicate_of: null,
    started_at: '2026-12-03T14:10:00.000Z',
    finished_at: '2026-12-03T14:10:05.000Z',
    uploaded_by: 'ada@goldline.example',
    via: 'console',
    feed_source_id: null,
    errors: [],
    ...overrides,
  };
}

/** A page of the upload log. */
export function logPage(rows: FeedFileReport[], total = rows.length) {
  return {
    data: rows.map(({ errors: _errors, ...summary }) => summary),
    meta: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / 20)),
      from: rows.length ? 1 : null,
      to: rows.length ? rows.length : null,
      total,
      per_page: 20,
      prev_page_url: null,
      next_page_url: null,
      links: [],
    },
  };
}

/** A small activity file: a header and three days, the third with a negative deposit. */
export const activityCsv = [
  'customer_id,day,currency,deposits,withdrawals,turnover,winloss,bonuses',
  '1001,2026-12-01,EUR,100.00,0.00,250.00,40.00,0.00',
  '1002,2026-12-01,EUR,50.00,0.00,80.00,-10.00,0.00',
  '1003,2026-12-01,EUR,-5.00,0.00,10.00,2.00,0.00',
].join('\n');
