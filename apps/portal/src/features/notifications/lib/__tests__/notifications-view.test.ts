import { describe, expect, it } from 'vitest';
import { notificationsViewToSearch, parseNotificationsView } from '../notifications-view';

describe('notifications view in the URL', () => {
  it('reads the filter and page, falling back to all notifications on page 1', () => {
    expect(parseNotificationsView(new URLSearchParams('filter=unread&page=2'))).toEqual({
      filter: 'unread',
      page: 2,
    });
    expect(parseNotificationsView(new URLSearchParams(''))).toEqual({ filter: 'all', page: 1 });
    expect(parseNotificationsView(new URLSearchParams('filter=read&page=-1'))).toEqual({
      filter: 'all',
      page: 1,
    });
    expect(parseNotificationsView(new URLSearchParams('page=1.5'))).toEqual({ filter: 'all', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(notificationsViewToSearch({ filter: 'all', page: 1 })).toBe('');
    expect(notificationsViewToSearch({ filter: 'unread', page: 1 })).toBe('?filter=unread');
    expect(notificationsViewToSearch({ filter: 'all', page: 3 })).toBe('?page=3');
    expect(notificationsViewToSearch({ filter: 'unread', page: 2 })).toBe('?filter=unread&page=2');
  });
});
