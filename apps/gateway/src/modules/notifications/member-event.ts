import type { EmailEvents } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { sendMail } from '../mail/service.ts';
import { insertForMembers } from './repository.ts';

/** The events an affiliate can be emailed about, each with its own switch in the preferences. */
export type MemberEvent = keyof EmailEvents;

/**
 * Tells one affiliate about an event, in the caller's transaction: the notification always, and an email
 * when the affiliate's preferences allow it (the email switch and the event's own switch; both default
 * to on). Both commit with the change they announce, so nobody is told of something that rolled back.
 * Never put a secret or a code in `title` or `body`.
 */
export async function notifyMemberEvent(
  ctx: AppContext,
  tx: Queryable,
  memberId: number,
  event: MemberEvent,
  message: { title: string; body: string },
  /** The brand's name for the subject (read before the transaction: on PGlite a read outside it waits). */
  brand: string,
): Promise<void> {
  await insertForMembers(tx, { kind: event, title: message.title, body: message.body, memberIds: [memberId] });
  const member = await tx.maybeOne<{ email: string; wants_email: boolean }>(
    `SELECT email,
            coalesce((preferences->>'emailNotifications')::boolean, true)
              AND coalesce((preferences->'emailEvents'->>$2)::boolean, true) AS wants_email
     FROM members WHERE id = $1`,
    [memberId, event],
  );
  if (!member?.wants_email) return;
  await sendMail(ctx, { to: member.email, subject: `${brand}: ${message.title}`, text: `${message.body}\n\nWhen: ${ctx.config.now().toISOString()} (UTC)` }, tx);
}
