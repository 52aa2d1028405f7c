import type { EmailEvents } from '@affiliate/contract';
import { displayMinute } from '../../calendar/display-dates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { sendMails } from '../mail/service.ts';
import { insertAffiliateNotices, type AffiliateNotice } from './repository.ts';

/** The events an affiliate can be emailed about, each with its own switch in the preferences. */
export type AffiliateEvent = keyof EmailEvents;

/**
 * Tells one affiliate about an event, in the caller's transaction: the notification always, and an email
 * when the affiliate's preferences allow it (the email switch and the event's own switch; both default
 * to on). Both commit with the change they announce, so nobody is told of something that rolled back.
 * Never put a secret or a code in `title` or `body`.
 */
export async function notifyAffiliateEvent(
  ctx: AppContext,
  tx: Queryable,
  affiliateId: number,
  event: AffiliateEvent,
  message: { title: string; body: string },
  /** The brand's name for the subject (read before the transaction: on PGlite a read outside it waits). */
  brand: string,
): Promise<void> {
  await notifyAffiliatesEvent(ctx, tx, event, [{ affiliateId, ...message }], brand);
}

/**
 * `notifyAffiliateEvent` for many affiliates, each with its own message (a month close's batch): one
 * statement for the notifications, one read of who wants the email, one statement for the mails.
 */
export async function notifyAffiliatesEvent(
  ctx: AppContext,
  tx: Queryable,
  event: AffiliateEvent,
  notices: readonly AffiliateNotice[],
  brand: string,
): Promise<void> {
  if (notices.length === 0) return;
  await insertAffiliateNotices(tx, event, notices);
  const { rows } = await tx.query<{ id: number; email: string }>(
    `SELECT id, email FROM members
     WHERE id = ANY($1::int[])
       AND coalesce((preferences->>'emailNotifications')::boolean, true)
       AND coalesce((preferences->'emailEvents'->>$2)::boolean, true)`,
    [notices.map((n) => n.affiliateId), event],
  );
  const emailOf = new Map(rows.map((r) => [r.id, r.email]));
  const when = `\n\nWhen: ${displayMinute(ctx.config.now())}`;
  await sendMails(
    ctx,
    notices
      .filter((n) => emailOf.has(n.affiliateId))
      .map((n) => ({
        to: emailOf.get(n.affiliateId)!,
        subject: `${brand}: ${n.title}`,
        text: `${n.body}${when}`,
      })),
    tx,
  );
}
