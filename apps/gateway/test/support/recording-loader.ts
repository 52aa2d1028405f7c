import type { AppContext } from '../../src/app-context.ts';
import type { FeedFileLoader } from '../../src/modules/feed-sources/file-loader.ts';

/**
 * A stand-in for the CSV loader where a test looks at the fetch only: it reads the pulled stream to its
 * end, keeps the text, and logs the file in the upload log as stored.
 */
export function recordingLoader(): { load: FeedFileLoader; files: string[] } {
  const files: string[] = [];
  const load: FeedFileLoader = async (ctx: AppContext, file) => {
    const chunks: Buffer[] = [];
    for await (const chunk of file.input) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    files.push(text);
    const rows = text.split('\n').filter(Boolean).length - 1;
    const now = ctx.config.now();
    const row = await ctx.db.one<{ id: number }>(
      `INSERT INTO feed_uploads (feed, via, feed_source_id, uploaded_by, file_name, bytes, rows, stored_rows, result, started_at, finished_at)
       VALUES ($1, 'pull', $2, $3, $4, $5, $6, $6, 'stored', $7, $7) RETURNING id::int`,
      [file.feed, file.feedSourceId, file.uploadedBy, file.fileName, Buffer.byteLength(text), rows, now],
    );
    return { upload_id: row.id, result: 'stored', rows, refused_rows: 0, failure: null, errors: [] };
  };
  return { load, files };
}
