import type { SignedInSession } from '@affiliate/contract/endpoints/account-settings';

/** The sessions of one device label ("Chrome on Linux"): one row on the settings screen. */
export interface SessionGroup {
  device: string;
  sessions: SignedInSession[];
  /** This browser's session, when it is one of them. */
  current: SignedInSession | null;
  /** The group's sessions other than this browser's: what its "Log out" ends. */
  others: SignedInSession[];
  /** The most recent `last_seen_at` of the group. */
  lastSeenAt: string;
}

/**
 * One row per device label, in the order of the most recently seen session (the gateway lists them
 * that way), so a browser signed in thirty times reads as one line, not thirty.
 */
export function groupSessions(sessions: ReadonlyArray<SignedInSession>): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  for (const session of sessions) {
    let group = groups.get(session.device);
    if (!group) {
      group = {
        device: session.device,
        sessions: [],
        current: null,
        others: [],
        lastSeenAt: session.last_seen_at,
      };
      groups.set(session.device, group);
    }
    group.sessions.push(session);
    if (session.current) group.current = session;
    else group.others.push(session);
    if (Date.parse(session.last_seen_at) > Date.parse(group.lastSeenAt))
      group.lastSeenAt = session.last_seen_at;
  }
  return [...groups.values()];
}
