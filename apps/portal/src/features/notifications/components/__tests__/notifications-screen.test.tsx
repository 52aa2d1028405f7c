import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@affiliate/contract/endpoints/notifications';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { pageMeta, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { NotificationsMenu } from '../notifications-menu';
import { NotificationsScreen } from '../notifications-screen';

const LIST = '/api/v1/bo/member/notifications';
const READ = '/api/v1/bo/member/read-notifications';
const kinds: Notification['kind'][] = ['broadcast', 'withdrawal', 'kyc', 'commission', 'security'];

/**
 * A small notifications server: 25 notifications (Notice 25 the newest), every third one read; it pages,
 * filters and marks read as the gateway does.
 */
function notificationsServer() {
  const store: Notification[] = Array.from({ length: 25 }, (_, i) => {
    const n = 25 - i;
    return {
      id: n,
      // Notice 20 is support's answer to ticket 7; notice 22 a change to the affiliate's players.
      kind: n === 20 ? 'support' : n === 22 ? 'changes' : kinds[n % kinds.length]!,
      title: `Notice ${n}`,
      body: `Body ${n}`,
      createdAt: new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString(),
      readAt: n % 3 === 0 ? '2026-03-02T00:00:00.000Z' : null,
      ticketId: n === 20 ? 7 : null,
    };
  });
  const unreadCount = () => store.filter((n) => n.readAt === null).length;
  return (request: RecordedRequest): StubReply => {
    if (request.url === LIST) {
      const { page: p = '1', per_page = '10', filter = 'all' } = queryOf(request);
      const pageNo = Number(p);
      const size = Number(per_page);
      const rows = filter === 'unread' ? store.filter((n) => n.readAt === null) : store;
      return {
        status: 200,
        data: {
          data: rows.slice((pageNo - 1) * size, pageNo * size),
          meta: pageMeta(pageNo, size, rows.length, { unread_count: unreadCount() }),
        },
      };
    }
    if (request.url === READ && request.method === 'PUT') {
      const ids = (request.data as { ids?: number[] }).ids;
      let updated = 0;
      for (const n of store) {
        if (n.readAt === null && (!ids || ids.includes(n.id))) {
          n.readAt = new Date().toISOString();
          updated++;
        }
      }
      return { status: 200, data: { data: { updated, unread_count: unreadCount() } } };
    }
    return { status: 404, data: { message: 'Not found' } };
  };
}

function renderNotifications(path = '/notification') {
  const requests = stubFetch(notificationsServer());
  const element = (
    <>
      <NotificationsMenu />
      <NotificationsScreen />
    </>
  );
  const view = renderRoutes([page('/notification', element), page('/withdrawal', <h1>Withdrawal</h1>)], path);
  const screenRequests = () => requests.filter((r) => r.url === LIST && queryOf(r).filter !== undefined);
  return { requests, screenRequests, ...view };
}

async function listTitles() {
  const list = await screen.findByRole('list', { name: 'Notifications' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace('Unread: ', ''));
}

describe('notifications screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('shows the newest ten with their kind link, unread marks and the unread count', async () => {
    const { screenRequests } = renderNotifications();
    expect(await listTitles()).toEqual(Array.from({ length: 10 }, (_, i) => `Notice ${25 - i}`));
    expect(queryOf(screenRequests()[0]!)).toEqual({ page: '1', per_page: '10', filter: 'all' });
    expect(screen.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unread (17)' })).toBeInTheDocument();
    // Notice 24 is read: no unread mark, no "Mark as read".
    const read = screen.getByRole('listitem', { name: 'Notice 24' });
    expect(within(read).queryByRole('button', { name: /Mark/ })).toBeNull();
    // A broadcast (Notice 25) links nowhere; a withdrawal notification (Notice 16) links to the withdrawal screen.
    expect(
      within(screen.getByRole('listitem', { name: /^Unread: ?Notice 25$/ })).queryByRole('link', {
        name: /View/,
      }),
    ).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: /^Unread: ?Notice 16$/ })).getByRole('link', {
        name: 'View Withdrawal',
      }),
    ).toHaveAttribute('href', '/withdrawal');
    // Support's answer leads to its ticket's conversation on the contact page, not to an empty form.
    expect(
      within(screen.getByRole('listitem', { name: /^Unread: ?Notice 20$/ })).getByRole('link', {
        name: 'View the conversation of ticket #7',
      }),
    ).toHaveAttribute('href', '/contact?ticket=7');
    // A player moved away or a CPA reversed opens the change log.
    expect(
      within(screen.getByRole('listitem', { name: /^Unread: ?Notice 22$/ })).getByRole('link', {
        name: 'View Changes',
      }),
    ).toHaveAttribute('href', '/changes');
  });

  it('keeps the unread filter and the page in the URL', async () => {
    const user = userEvent.setup();
    const { router, screenRequests } = renderNotifications();
    await listTitles();

    await user.click(screen.getByRole('link', { name: 'Unread (17)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    await waitFor(async () => expect((await listTitles())[1]).toBe('Notice 23'));
    expect(queryOf(screenRequests().at(-1)!)).toEqual({ page: '1', per_page: '10', filter: 'unread' });
    expect(screen.getByRole('link', { name: 'Unread (17)' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread&page=2'));
    await waitFor(() => expect(screen.getByText('Showing 11–17 of 17')).toBeInTheDocument());
    expect(queryOf(screenRequests().at(-1)!)).toEqual({ page: '2', per_page: '10', filter: 'unread' });
  });

  it('opens a page straight from the URL', async () => {
    const { screenRequests } = renderNotifications('/notification?page=3');
    expect(await listTitles()).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    expect(queryOf(screenRequests()[0]!)).toEqual({ page: '3', per_page: '10', filter: 'all' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks one read: the unread list drops it and the menu count follows', async () => {
    const user = userEvent.setup();
    const { requests } = renderNotifications('/notification?filter=unread');
    await listTitles();
    expect(screen.getByRole('button', { name: 'Notifications, 17 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Notice 25' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 16 unread' })).toBeInTheDocument(),
    );
    expect(requests.find((r) => r.url === READ)?.data).toEqual({ ids: [25] });
    await waitFor(async () => expect((await listTitles())[0]).toBe('Notice 23'));
    expect(screen.getByRole('link', { name: 'Unread (16)' })).toBeInTheDocument();
  });

  it('marks all read: the menu count goes, the unread list shows the empty state', async () => {
    const user = userEvent.setup();
    const { requests } = renderNotifications('/notification?filter=unread');
    await listTitles();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(requests.find((r) => r.url === READ)?.data).toEqual({});
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('goes back to the last page when marking read empties the page on screen', async () => {
    const user = userEvent.setup();
    const { router } = renderNotifications('/notification?filter=unread&page=2');
    expect(await listTitles()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });
});
