import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  api,
  feedFileErrorText,
  type FeedFileReport,
  type FeedFileSummary,
  type FeedName,
} from '@affiliate/contract';
import { displayMinute } from '../../../calendar/display-dates.ts';
import { defineCommand, limit, limitOption, UsageError } from '../command.ts';

type FeedInput =
  | { action: 'file'; feed: FeedName; file: string; storeGoodRows: boolean }
  | { action: 'uploads'; feed: FeedName | undefined; limit: number };

type FeedResult = FeedFileReport | FeedFileSummary[];

const USAGE =
  'Usage: npm run operator -- feed players|activity --file FILE.csv [--store-good-rows] | feed uploads [--feed players|activity] [--limit N]';

const count = (n: number) => n.toLocaleString('en-US');
const rows = (n: number) => `${count(n)} row${n === 1 ? '' : 's'}`;

function uploadLine(upload: FeedFileSummary): string {
  return [
    `#${upload.upload_id}`,
    displayMinute(upload.started_at),
    upload.feed.padEnd(8),
    (upload.result ?? 'running').padEnd(16),
    `${count(upload.stored_rows)}/${count(upload.rows)} stored`,
    upload.via,
    upload.uploaded_by,
    upload.file_name ?? '',
  ].join('  ');
}

/** What the operator reads of a stored file (a refused one is the gateway's 422, printed as a refusal). */
function reportText(report: FeedFileReport): string {
  const name = report.file_name ?? 'the file';
  const upload = `upload #${report.upload_id}`;
  if (report.result === 'duplicate') {
    const before = report.duplicate_of;
    return `${name} was stored before${before ? ` (upload #${before.upload_id}, ${displayMinute(before.stored_at)})` : ''}: nothing changed (${upload}).`;
  }
  const lines = [
    report.result === 'stored'
      ? `Stored ${name}: ${rows(report.stored_rows)} (${upload}).`
      : `Stored the good rows of ${name}: ${count(report.stored_rows)} of ${rows(report.rows)}, ${count(report.refused_rows)} left out (${upload}):`,
  ];
  for (const error of report.errors) lines.push(`  ${feedFileErrorText(error)}`);
  if (report.error_count > report.errors.length)
    lines.push(`  … and ${count(report.error_count - report.errors.length)} more problems.`);
  return lines.join('\n');
}

/**
 * `feed players|activity --file F`: a feed file (CSV with the JSON feed's columns) streamed from disk to
 * the feed's PUT as text/csv, as a brand's system would send it; `feed uploads`: the upload log.
 */
export const feed = defineCommand<FeedInput, FeedResult>({
  name: 'feed',
  usage: `  feed players --file F [--store-good-rows]
  feed activity --file F [--store-good-rows]
                                     store a CSV file of the player or activity feed (a header row of the
                                     JSON feed's field names; comma or semicolon; UTF-8): all or nothing, or
                                     with --store-good-rows the good rows and a list of those left out
  feed uploads [--feed players|activity] [--limit N]
                                     the upload log, newest first`,
  options: {
    file: { type: 'string' },
    'store-good-rows': { type: 'boolean', default: false },
    feed: { type: 'string' },
    ...limit,
  },
  parse(args): FeedInput {
    const [action] = args.positionals;
    if (action === 'players' || action === 'activity') {
      const file = args.text('file');
      if (!file) throw new UsageError(USAGE);
      if (!existsSync(file)) throw new UsageError(`${file}: no such file.`);
      return { action: 'file', feed: action, file, storeGoodRows: args.flag('store-good-rows') };
    }
    if (action === 'uploads') {
      const which = args.text('feed');
      if (which !== undefined && which !== 'players' && which !== 'activity')
        throw new UsageError('--feed must be players or activity.');
      return { action, feed: which, limit: limitOption(args) };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'uploads') {
      const page = Math.min(input.limit, 100);
      return gateway.call(api.operator.feedUploads, { query: { feed: input.feed, per_page: page } });
    }
    const endpoint = input.feed === 'players' ? api.operator.upsertPlayers : api.operator.ingestActivity;
    return gateway.sendFile(endpoint, {
      file: input.file,
      query: {
        via: 'cli',
        file_name: path.basename(input.file),
        ...(input.storeGoodRows && { store_good_rows: 'true' }),
      },
    });
  },
  print(result) {
    if (Array.isArray(result))
      return result.length > 0 ? result.map(uploadLine).join('\n') : 'No files were uploaded yet.';
    return reportText(result);
  },
});
