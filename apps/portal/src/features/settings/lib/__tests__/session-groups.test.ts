import { describe, expect, it } from 'vitest';
import type { SignedInSession } from '@affiliate/contract/endpoints/account-settings';
import { groupSessions } from '../session-groups';

const session = (id: string, device: string, lastSeen: string, current = false): SignedInSession => ({
  id,
  current,
  device,
  ip: '203.0.113.•••',
  created_at: '2026-11-20T10:00:00Z',
  last_seen_at: lastSeen,
});

describe('groupSessions', () => {
  it('makes one group per device, in the order of the most recently seen, with this browser marked', () => {
    const groups = groupSessions([
      session('a', 'Chrome on Linux', '2026-11-24T12:00:00Z', true),
      session('b', 'Safari on iPhone', '2026-11-24T11:00:00Z'),
      session('c', 'Chrome on Linux', '2026-11-24T10:00:00Z'),
      session('d', 'Chrome on Linux', '2026-11-23T10:00:00Z'),
    ]);
    expect(
      groups.map((group) => [
        group.device,
        group.sessions.length,
        group.current?.id ?? null,
        group.others.map((s) => s.id),
        group.lastSeenAt,
      ]),
    ).toEqual([
      ['Chrome on Linux', 3, 'a', ['c', 'd'], '2026-11-24T12:00:00Z'],
      ['Safari on iPhone', 1, null, ['b'], '2026-11-24T11:00:00Z'],
    ]);
  });

  it('takes the latest time of a group whatever the order it comes in', () => {
    const [group] = groupSessions([
      session('a', 'Firefox on Windows', '2026-11-20T10:00:00Z'),
      session('b', 'Firefox on Windows', '2026-11-22T10:00:00Z'),
    ]);
    expect(group?.lastSeenAt).toBe('2026-11-22T10:00:00Z');
  });

  it('is empty for no sessions', () => {
    expect(groupSessions([])).toEqual([]);
  });
});
