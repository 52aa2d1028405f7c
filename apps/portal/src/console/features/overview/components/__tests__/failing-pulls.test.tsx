import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api, type FeedSource, type OperatorRole, type ProgramOverview } from '@affiliate/contract';
import { stubFetch } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const emptyMonth = {
  month: '2026-12',
  active_affiliates: 0,
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  money: [],
};
const overview: ProgramOverview = {
  as_of: '2026-12-05T04:00:00.000Z',
  affiliates: { total: 0, suspended: 0, active: 0 },
  open_month: emptyMonth,
  open_month_brands: [],
  withdrawals: { pending: [], approved: [] },
  identity_reviews_waiting: 0,
  open_tickets: 0,
  series: [emptyMonth],
  late_feeds: [],
};
const source = (overrides: Partial<FeedSource>): FeedSource => ({
  id: 7,
  brand: 'goldline',
  feed: 'activity',
  kind: 'https',
  address: 'https://exports.goldline.example/activity.csv',
  auth: 'bearer',
  username: null,
  sftp_host_key: null,
  has_secret: true,
  every_minutes: 60,
  daily_at: null,
  window_days: 1,
  notify_after: 3,
  enabled: true,
  next_pull_at: '2026-12-05T04:04:00.000Z',
  pulling_since: null,
  failures_in_row: 4,
  failing: true,
  last_error: 'The server answered 503 Service Unavailable.',
  last_pulled_at: '2026-12-05T04:00:00.000Z',
  last_pull: null,
  created_by: 'anna@goldline.example',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function gateway(role: OperatorRole, sources: FeedSource[]) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === api.operatorConsole.programOverview.path)
      return { status: 200, data: { data: overview } };
    if (request.url === api.feedSources.listFeedSources.path) return { status: 200, data: { data: sources } };
    return { status: 500 };
  });
}

describe('the Overview’s failing pulls', () => {
  beforeEach(() => signInOperator());

  it('names the scheduled pulls that keep failing and leads to the Data sources screen', async () => {
    gateway('admin', [
      source({}),
      source({ id: 8, feed: 'players', failures_in_row: 1, failing: false, last_error: 'timeout' }),
    ]);
    renderConsole('/overview');
    const region = await screen.findByRole('region', { name: 'Failing pulls' }, { timeout: 10_000 });
    expect(region).toHaveTextContent(
      'One scheduled pull keeps failing: goldline activity (4 in a row: The server answered 503 Service Unavailable.)',
    );
    expect(region).not.toHaveTextContent('players');
    expect(within(region).getByRole('link', { name: 'See the data sources' })).toHaveAttribute(
      'href',
      '/operator/data/sources',
    );
  });

  it('says nothing when every pull goes through, and asks nothing for a role that cannot read the sources', async () => {
    gateway('support', [source({ failing: false, failures_in_row: 0, last_error: null })]);
    const view = renderConsole('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 });
    await screen.findByRole('region', { name: 'Clicks' });
    expect(screen.queryByRole('region', { name: 'Failing pulls' })).not.toBeInTheDocument();
    view.unmount();

    const requests = gateway('marketing', [source({})]);
    renderConsole('/overview');
    await screen.findByRole('region', { name: 'Clicks' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Failing pulls' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url === api.feedSources.listFeedSources.path)).toBe(false);
  });
});
