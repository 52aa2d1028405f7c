import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { seriousAxeViolations } from '@/testing/axe';
import { formatDateTime } from '@/lib/dates';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { useOperatorSession } from '../../../../lib/operator-session-store';
import { activityCsv, feedReport, logPage } from './fixtures';
import { stubUploads, type FakeUpload } from './fake-upload';

const paths = { ...api.operatorConsole, ...api.operator };
const logPath = paths.feedUploads.path;
const reportPath = (id: number) => paths.feedUpload.path.replace('{uploadId}', String(id));

const refused = feedReport({
  result: 'refused',
  rows: 3,
  stored_rows: 0,
  refused_rows: 1,
  error_count: 1,
  errors: [{ line: 4, column: 'deposits', message: 'Amount must not be negative.' }],
});

function gateway(
  other: (request: RecordedRequest) => StubReply = () => ({ status: 404, data: { message: 'Not found.' } }),
  role: OperatorRole = 'admin',
) {
  return stubFetch((request) => {
    if (request.url === paths.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === logPath) return { status: 200, data: logPage([]) };
    return other(request);
  });
}

const activityFile = () => new File([activityCsv], 'activity.csv', { type: 'text/csv' });

/** Chooses the feed and the file as an operator does, and presses Upload; the upload the browser starts. */
async function upload(
  uploads: FakeUpload[],
  options: { feed?: 'Players' | 'Activity'; storeGoodRows?: boolean; file?: File } = {},
) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Upload a file' });
  await user.click(within(form).getByRole('radio', { name: options.feed ?? 'Activity' }));
  await user.upload(within(form).getByLabelText('CSV file'), options.file ?? activityFile());
  if (options.storeGoodRows)
    await user.click(within(form).getByRole('checkbox', { name: 'Store the good rows and leave out the bad ones' }));
  await user.click(within(form).getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(uploads).toHaveLength(1));
  return { user, form, sent: uploads[0]! };
}

describe('the Data screen', () => {
  beforeEach(() => signInOperator());
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('uploads an activity file with progress, then shows it refused with the bad row by line and column', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-from-cookie';
    const requests = gateway((request) =>
      request.url === reportPath(41) ? { status: 200, data: { data: refused } } : { status: 404 },
    );
    const uploads = stubUploads();
    renderConsole('/data');
    const file = activityFile();
    const { sent } = await upload(uploads, { file });

    // The file's bytes as they are, to the activity feed, as the console's own calls are sent.
    expect(sent.method).toBe('PUT');
    expect(new URL(sent.url).pathname).toBe(paths.ingestActivity.path);
    expect(sent.query).toEqual({ store_good_rows: 'false', file_name: 'activity.csv', via: 'console' });
    expect(sent.body).toBe(file);
    expect(sent.headers).toMatchObject({
      'content-type': 'text/csv',
      authorization: 'Bearer operator-access',
      'x-xsrf-token': 'xsrf-from-cookie',
      accept: 'application/json',
    });

    const size = file.size;
    sent.progress(Math.floor(size / 4), size);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', `${Math.floor(size / 4)} bytes of ${size} bytes (25%)`);
    expect(screen.getByText(`${Math.floor(size / 4)} bytes of ${size} bytes (25%)`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    sent.progress(size, size);
    sent.finishSending();
    expect(await screen.findByRole('progressbar', { name: 'Checking and storing rows' })).toBeVisible();
    // Said once to a screen reader (the bar is not read at each step).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Checking and storing rows…',
    );
    expect(screen.queryByRole('progressbar', { name: 'Upload' })).not.toBeInTheDocument();

    // Refused: the answer names its upload, whose report lists every bad row the gateway kept.
    sent.respond(
      422,
      {
        message: 'The file has 1 bad row: nothing was stored.',
        errors: { 'line 4: deposits': ['Amount must not be negative.'] },
      },
      { 'feed-upload-id': '41' },
    );
    const report = await screen.findByRole('region', { name: 'Report' });
    expect(within(report).getByText('Refused: 1 bad row, nothing was stored')).toBeVisible();
    expect(within(report).getByRole('heading', { name: 'Upload #41 · activity.csv' })).toHaveFocus();
    const rows = within(within(report).getByRole('table', { name: 'Bad rows' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['4', 'deposits', 'Amount must not be negative.'],
    ]);
    expect(within(report).getByText(refused.sha256!)).toBeVisible();
    expect(requests.filter((r) => r.url === reportPath(41))).toHaveLength(1);
    // The log is read again: the refused file is in it.
    await waitFor(() => expect(requests.filter((r) => r.url === logPath).length).toBeGreaterThan(1));
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('stores the good rows when asked, and lists the rows left out with thousands separators', async () => {
    gateway();
    const uploads = stubUploads();
    renderConsole('/data');
    const { sent } = await upload(uploads, { storeGoodRows: true });
    expect(sent.query).toMatchObject({ store_good_rows: 'true' });
    sent.finishSending();
    sent.respond(200, {
      data: feedReport({
        result: 'stored_good_rows',
        store_good_rows: true,
        rows: 12_034,
        stored_rows: 12_031,
        refused_rows: 3,
        error_count: 3,
        errors: [
          { line: 1_204, column: 'deposits', message: 'Amount must not be negative.' },
          { line: 5_000, column: 'day', message: 'Invalid date.' },
          { line: 12_035, column: null, message: 'The row has 7 cells; the header has 8.' },
        ],
      }),
    });
    const report = await screen.findByRole('region', { name: 'Report' });
    expect(within(report).getByText('Stored 12,031 rows; 3 left out')).toBeVisible();
    const table = within(report).getByRole('table', { name: 'Rows left out' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '1,204depositsAmount must not be negative.',
      '5,000dayInvalid date.',
      '12,035whole rowThe row has 7 cells; the header has 8.',
    ]);
    // The table scrolls in a region the keyboard can reach (a phone is narrower than its columns).
    expect(within(report).getByRole('region', { name: 'Rows left out' })).toHaveAttribute('tabindex', '0');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when the same file was stored before and that nothing changed', async () => {
    gateway();
    const uploads = stubUploads();
    renderConsole('/data');
    const { sent } = await upload(uploads, { feed: 'Players' });
    expect(new URL(sent.url).pathname).toBe(paths.upsertPlayers.path);
    sent.finishSending();
    sent.respond(200, {
      data: feedReport({
        upload_id: 57,
        feed: 'players',
        result: 'duplicate',
        stored_rows: 0,
        duplicate_of: { upload_id: 41, stored_at: '2026-12-03T14:10:00.000Z' },
      }),
    });
    const report = await screen.findByRole('region', { name: 'Report' });
    expect(
      within(report).getByText(
        `Already stored on ${formatDateTime('2026-12-03T14:10:00.000Z')} (upload #41): nothing changed`,
      ),
    ).toBeVisible();
  });

  it('stores a whole file, renewing an expired session once on the way', async () => {
    signInOperator({ token: 'stale' });
    stubFetch((request) => {
      if (request.url === paths.operatorRefresh.path)
        return {
          status: 200,
          data: { data: { token: 'renewed', expiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
        };
      if (request.url === paths.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount() } };
      return { status: 200, data: logPage([]) };
    });
    const uploads = stubUploads();
    renderConsole('/data');
    const { sent } = await upload(uploads);
    expect(sent.headers.authorization).toBe('Bearer stale');
    sent.respond(401, { message: 'Your session has expired.', code: 20102 });
    await waitFor(() => expect(uploads).toHaveLength(2));
    const again = uploads[1]!;
    expect(again.headers.authorization).toBe('Bearer renewed');
    again.finishSending();
    again.respond(200, { data: feedReport() });
    expect(await screen.findByText('Stored 12,034 rows')).toBeVisible();
    expect(useOperatorSession.getState().token).toBe('renewed');
  });

  it('asks for a file before uploading, and says why a file was not taken', async () => {
    gateway();
    const uploads = stubUploads();
    renderConsole('/data');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const input = within(form).getByLabelText('CSV file');
    expect(input).toHaveAccessibleDescription(/Choose a CSV file to upload\./);
    expect(input).toHaveFocus();
    expect(uploads).toHaveLength(0);

    await user.upload(input, activityFile());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.respond(413, { message: 'The file is larger than 200 MB, the most the gateway takes.' });
    expect(
      await screen.findByText(
        'The file was not taken in. The file is larger than 200 MB, the most the gateway takes.',
      ),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("notices a file whose header row is the other feed's, and switches to it when asked", async () => {
    gateway();
    const uploads = stubUploads();
    renderConsole('/data');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    await user.click(within(form).getByRole('radio', { name: 'Players' }));
    await user.upload(within(form).getByLabelText('CSV file'), activityFile());
    expect(
      await within(form).findByText("This file's header row has the activity feed's columns, and Players is chosen."),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Choose Activity' }));
    expect(within(form).getByRole('radio', { name: 'Activity' })).toBeChecked();
    expect(within(form).queryByText(/header row has/)).not.toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('cancels an upload on its way up', async () => {
    gateway();
    const uploads = stubUploads();
    renderConsole('/data');
    const { user } = await upload(uploads);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled. Choose Upload to send the file again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("lists each feed's columns from the contract, with a template of its header row", async () => {
    gateway();
    renderConsole('/data');
    const columns = await screen.findByRole('list', { name: 'Activity columns' });
    expect(within(columns).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'customer_id',
      'day',
      'currency',
      'deposits',
      'withdrawals',
      'turnover',
      'winloss',
      'bonuses',
    ]);
    const players = screen.getByRole('list', { name: 'Players columns' });
    expect(within(players).getByText('referral_code')).toBeInTheDocument();
    expect(within(players).getByText('brand')).toHaveTextContent('brand (optional)');
    const template = screen.getByRole('link', { name: 'Download the activity template' });
    expect(template).toHaveAttribute('download', 'activity-template.csv');
    expect(decodeURIComponent(template.getAttribute('href')!.split(',').slice(1).join(','))).toBe(
      'customer_id,day,currency,deposits,withdrawals,turnover,winloss,bonuses\r\n',
    );
    expect(screen.getByRole('link', { name: 'Scheduled pulls' })).toHaveAttribute('href', '/operator/data/sources');
  });
});

describe('the upload log', () => {
  beforeEach(() => signInOperator());

  it('lists the files newest first, pages them, and opens one onto its report; a reading role has no form', async () => {
    const stored = feedReport({ upload_id: 42, file_name: 'players-dec.csv', feed: 'players', rows: 1_500, stored_rows: 1_500 });
    const pulled = feedReport({ upload_id: 40, file_name: null, via: 'pull', uploaded_by: 'pull', result: 'failed', failure: 'The server answered 503.', sha256: null });
    const requests = stubFetch((request) => {
      if (request.url === paths.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount({ role: 'finance' }) } };
      if (request.url === logPath) return { status: 200, data: logPage([stored, refused, pulled], 45) };
      if (request.url === reportPath(41)) return { status: 200, data: { data: refused } };
      return { status: 404, data: { message: 'Not found.' } };
    });
    const { router } = renderConsole('/data');
    const table = await screen.findByRole('table', { name: 'Upload log' });
    expect(screen.queryByRole('form', { name: 'Upload a file' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 45, newest first')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '#42 players-dec.csv',
      '#41 activity.csv',
      '#40 Activity scheduled pull',
    ]);
    expect(within(rows[0]!).getAllByText('1,500').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('Stored')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refused')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText(/ab12cd34ef56/).length).toBeGreaterThan(0);
    expect(within(rows[2]!).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Upload log pages' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === logPath)?.fullUrl).toContain('per_page=20');
    // (The shared pagination's page links are left to the browser checks: axe cannot decide their names here.)
    expect(await seriousAxeViolations(table)).toEqual([]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Feed'), 'activity');
    await waitFor(() => expect(router.state.location.search).toBe('?feed=activity'));
    await waitFor(() => expect(requests.filter((r) => r.url === logPath).at(-1)?.fullUrl).toContain('feed=activity'));

    await user.click(within(table).getByRole('link', { name: '#41 activity.csv' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload #41' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/data/uploads/41');
    expect(await screen.findByText('Refused: 1 bad row, nothing was stored')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Bad rows' })).toHaveTextContent('Amount must not be negative.');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says so when an upload does not exist', async () => {
    gateway();
    renderConsole('/data/uploads/999');
    expect(await screen.findByText('No upload has this id.')).toBeInTheDocument();
  });
});
