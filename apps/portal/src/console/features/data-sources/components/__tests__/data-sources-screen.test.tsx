import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  fillPath,
  FEED_SOURCE_SECRET_REQUIRED,
  type FeedFileSummary,
  type FeedSource,
  type OperatorRole,
} from '@affiliate/contract';
import { axeViolations } from '@/testing/axe';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const sourcesPath = api.feedSources.listFeedSources.path;
const brandsPath = api.operator.listBrands.path;

const failedPull: FeedFileSummary = {
  upload_id: 41,
  feed: 'activity',
  result: 'failed',
  file_name: 'https://exports.goldline.example/activity.csv?from=2026-12-04T03%3A00%3A00Z',
  sha256: null,
  bytes: 0,
  rows: 0,
  stored_rows: 0,
  refused_rows: 0,
  store_good_rows: false,
  error_count: 0,
  failure: 'The server answered 503 Service Unavailable.',
  duplicate_of: null,
  started_at: '2026-12-05T03:00:00.000Z',
  finished_at: '2026-12-05T03:00:01.000Z',
  uploaded_by: 'scheduled pull',
  via: 'pull',
  feed_source_id: 7,
};
const storedPull: FeedFileSummary = {
  ...failedPull,
  upload_id: 40,
  result: 'stored',
  failure: null,
  rows: 1200,
  stored_rows: 1200,
  started_at: '2026-12-05T02:00:00.000Z',
};
const activity: FeedSource = {
  id: 7,
  brand: 'goldline',
  feed: 'activity',
  kind: 'https',
  address: 'https://exports.goldline.example/activity.csv?from={from}&to={to}',
  auth: 'bearer',
  username: null,
  sftp_host_key: null,
  has_secret: true,
  every_minutes: 60,
  daily_at: null,
  window_days: 2,
  notify_after: 3,
  enabled: true,
  next_pull_at: '2026-12-05T03:04:00.000Z',
  pulling_since: null,
  failures_in_row: 3,
  failing: true,
  last_error: 'The server answered 503 Service Unavailable.',
  last_pulled_at: '2026-12-05T03:00:00.000Z',
  last_pull: failedPull,
  created_by: 'anna@goldline.example',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
};
const players: FeedSource = {
  ...activity,
  id: 8,
  feed: 'players',
  kind: 'sftp',
  address: 'sftp://exports@sftp.goldline.example:22/out/players-{from_date}.csv',
  auth: 'key',
  every_minutes: null,
  daily_at: '02:30',
  failures_in_row: 0,
  failing: false,
  last_error: null,
  last_pull: { ...storedPull, feed: 'players', feed_source_id: 8 },
};
const brands = [
  {
    code: 'goldline',
    name: 'Goldline Casino & Sports',
    currency: 'EUR',
    landing_url: null,
    effective_landing_url: 'https://goldline.example/',
    logo_url: null,
    open_to_affiliates: true,
    is_first: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  },
];
const ok = (data: unknown, status = 200): StubReply => ({ status, data: { data } });

function gateway(
  sources: () => FeedSource[],
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: OperatorRole = 'admin',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === sourcesPath && request.method === 'GET') return ok(sources());
    if (request.url === brandsPath) return ok(brands);
    return other(request);
  });
}

describe('the Data sources screen', () => {
  beforeEach(() => signInOperator());

  it('lists each source with its state: last and next pull, failures in a row and the last error', async () => {
    const requests = gateway(() => [activity, players]);
    renderConsole('/data/sources');
    const list = await screen.findByRole('list', { name: 'Sources' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('goldline · Activity');
    expect(within(first!).getByText('Failing')).toBeInTheDocument();
    expect(first).toHaveTextContent('Every 1 h, 2 days a pull');
    expect(first).toHaveTextContent('12/05/2026, 03:00 UTC');
    expect(first).toHaveTextContent('12/05/2026, 03:04 UTC');
    expect(first).toHaveTextContent('3 (admins told at 3)');
    expect(first).toHaveTextContent('Last error: The server answered 503 Service Unavailable.');
    expect(first).toHaveTextContent('Bearer token, stored');
    expect(second).toHaveTextContent('Daily at 02:30 UTC');
    expect(within(second!).getByText('OK')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('opens a source’s pull log, newest first, with why a pull failed', async () => {
    const requests = gateway(
      () => [activity],
      (request) =>
        request.url === fillPath(api.feedSources.feedSourcePulls.path, { sourceId: 7 })
          ? ok([failedPull, storedPull])
          : { status: 500 },
    );
    renderConsole('/data/sources');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pulls' }));
    const log = await screen.findByRole('list', { name: 'Pulls of source 7' });
    const pulls = within(log).getAllByRole('listitem');
    expect(pulls[0]).toHaveTextContent('Failed');
    expect(pulls[0]).toHaveTextContent('The server answered 503 Service Unavailable.');
    expect(pulls[1]).toHaveTextContent('Stored');
    expect(pulls[1]).toHaveTextContent('1200 rows, 1200 stored');
    expect(screen.getByRole('button', { name: 'Hide pulls' })).toHaveAttribute('aria-expanded', 'true');
    expect(requests.at(-1)?.fullUrl).toContain('limit=20');
  });

  it('adds a source by keyboard, the token sent once and gone from the form after', async () => {
    let sources: FeedSource[] = [];
    const requests = gateway(
      () => sources,
      (request) => {
        if (request.method === 'POST' && request.url === sourcesPath) {
          sources = [activity];
          return ok(activity, 201);
        }
        return { status: 500 };
      },
    );
    renderConsole('/data/sources');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a source' });
    await waitFor(() => expect(within(form).getByLabelText('Brand')).toHaveValue('goldline'));
    const address = within(form).getByLabelText('Address');
    address.focus();
    await user.keyboard('https://exports.goldline.example/activity.csv?from={{from}&to={{to}');
    // The token is required for a bearer source: refused in the browser before any request.
    await user.click(within(form).getByRole('button', { name: 'Add source' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Token')).toHaveAccessibleDescription(FEED_SOURCE_SECRET_REQUIRED),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    const token = within(form).getByLabelText('Token');
    expect(token).toHaveAttribute('type', 'password');
    await user.type(token, 'export-token-123');
    await user.clear(within(form).getByLabelText('Window (days)'));
    await user.type(within(form).getByLabelText('Window (days)'), '2{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent('Added source #7 (goldline activity).');
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      brand: 'goldline',
      feed: 'activity',
      kind: 'https',
      address: 'https://exports.goldline.example/activity.csv?from={from}&to={to}',
      auth: 'bearer',
      username: null,
      sftp_host_key: null,
      secret: 'export-token-123',
      every_minutes: 60,
      daily_at: null,
      window_days: 2,
      notify_after: 3,
      enabled: true,
    });
    expect(within(form).getByLabelText('Token')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toHaveFocus();
    expect(document.body.textContent).not.toContain('export-token-123');
  });

  it('edits a source without its secret: left empty, the stored one is kept', async () => {
    const requests = gateway(
      () => [players],
      (request) => (request.method === 'PATCH' ? ok({ ...players, window_days: 3 }) : { status: 500 }),
    );
    renderConsole('/data/sources');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit goldline players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit goldline players' });
    const key = within(dialog).getByLabelText('Private key');
    expect(key).toHaveValue('');
    expect(key).toHaveAccessibleDescription('Stored and never shown. Leave empty to keep it.');
    expect(within(dialog).getByLabelText('At (HH:MM, UTC)')).toHaveValue('02:30');
    await user.clear(within(dialog).getByLabelText('Window (days)'));
    await user.type(within(dialog).getByLabelText('Window (days)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.url).toBe(fillPath(api.feedSources.updateFeedSource.path, { sourceId: 8 }));
    expect(patch?.data).not.toHaveProperty('secret');
    expect(patch?.data).toMatchObject({
      window_days: 3,
      daily_at: '02:30',
      every_minutes: null,
      auth: 'key',
    });
  });

  it('pulls a source now and tells how it went; deletes one after asking', async () => {
    let sources = [activity, players];
    const requests = gateway(
      () => sources,
      (request) => {
        if (request.url === fillPath(api.feedSources.pullFeedSourceNow.path, { sourceId: 8 }))
          return ok({ source: players, pull: { ...players.last_pull, errors: [] } });
        if (request.method === 'DELETE') {
          sources = [players];
          return ok(activity);
        }
        return { status: 500 };
      },
    );
    renderConsole('/data/sources');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pull goldline players now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pulled goldline players: Stored, 1200 rows.',
    );

    await user.click(screen.getByRole('button', { name: 'Delete goldline activity' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete goldline activity?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete source' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      fillPath(api.feedSources.deleteFeedSource.path, { sourceId: 7 }),
    );
    await waitFor(() => expect(screen.queryByText('goldline · Activity')).not.toBeInTheDocument());
  });

  it('shows support the sources and their logs only, finance the Pull now besides', async () => {
    for (const [role, pulls] of [
      ['support', false],
      ['finance', true],
    ] as const) {
      const requests = gateway(() => [activity], undefined, role);
      const view = renderConsole('/data/sources');
      await screen.findByRole('list', { name: 'Sources' });
      expect(screen.queryByRole('form', { name: 'Add a source' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pull goldline activity now' }) !== null).toBe(pulls);
      expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
      view.unmount();
    }
  });

  it('has no axe violation', async () => {
    gateway(() => [activity, players]);
    renderConsole('/data/sources');
    await screen.findByRole('list', { name: 'Sources' });
    await screen.findByRole('form', { name: 'Add a source' });
    expect(await axeViolations()).toEqual([]);
  });
});
