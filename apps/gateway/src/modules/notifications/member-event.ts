import type { EmailEvents } from '@affiliate/contract';
import { displayMinuteIn } from '../../calendar/display-dates-in.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { languageOrEnglish, translate, type Language } from '../../i18n/translate.ts';
import { sendMails, type Mail } from '../mail/service.ts';
import { insertAffiliateNotices, type AffiliateNotice } from './repository.ts';

/** The events an affiliate can be emailed about, each with its own switch in the preferences. */
export type AffiliateEvent = keyof EmailEvents;

/**
 * What a notification is filed under: an event, or a change to the affiliate's players or money (issue
 * 39), whose "View" opens the Changes screen. A change costs commission, so its email follows the
 * commission switch: an affiliate who asked for commission mail is not left out of a player moved away.
 */
export type NoticeKind = AffiliateEvent | 'changes';

function mailSwitchOf(kind: NoticeKind): AffiliateEvent {
  return kind === 'changes' ? 'commission' : kind;
}

/**
 * What an affiliate is told, written in the language asked for (issue 37): the notifier asks in each
 * affiliate's language, read with who wants the email. Text an operator wrote (a reason, an answer)
 * goes in as written; only the words around it are translated.
 */
export type AffiliateMessage = (language: Language) => { title: string; body: string };

/** One affiliate's message, in a batch. */
export interface AffiliateMessageFor {
  affiliateId: number;
  message: AffiliateMessage;
}

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
  event: NoticeKind,
  message: AffiliateMessage,
  /** The brand's name for the subject (read before the transaction: on PGlite a read outside it waits). */
  brand: string,
): Promise<void> {
  await notifyAffiliatesEvent(ctx, tx, event, [{ affiliateId, message }], brand);
}

/**
 * `notifyAffiliateEvent` for many affiliates, each with its own message (a month close's batch): one
 * read of each one's language and whether it wants the email, one statement for the notifications,
 * one for the mails.
 */
export async function notifyAffiliatesEvent(
  ctx: AppContext,
  tx: Queryable,
  event: NoticeKind,
  messages: readonly AffiliateMessageFor[],
  brand: string,
): Promise<void> {
  await tell(ctx, tx, event, messages, { brand, mail: 'as-preferred' });
}

/**
 * A security notice whose email goes whatever the preferences say (a changed address, new payout
 * details, two-factor changes: what an account thief does first, and turns the emails off for), to
 * `mailTo` when given (the address an email change leaves), else the account's.
 */
export async function notifyAffiliateAlways(
  ctx: AppContext,
  tx: Queryable,
  affiliate: { affiliateId: number; mailTo?: string },
  message: AffiliateMessage,
  brand: string,
): Promise<void> {
  await tell(ctx, tx, 'security', [{ affiliateId: affiliate.affiliateId, message }], {
    brand,
    mail: 'always',
    mailTo: affiliate.mailTo,
  });
}

/** Only the notifications, no email (the demo's seeded history). */
export async function noticeAffiliates(
  tx: Queryable,
  kind: NoticeKind,
  messages: readonly AffiliateMessageFor[],
): Promise<void> {
  if (messages.length === 0) return;
  const readers = await readReaders(tx, messages, kind);
  await insertAffiliateNotices(
    tx,
    kind,
    messages.map((m) => renderFor(m, readers)),
  );
}

interface Reader {
  email: string;
  language: Language;
  wantsMail: boolean;
}

/** Each affiliate's address, language and whether it wants this event's email, in one read. */
async function readReaders(
  tx: Queryable,
  messages: readonly AffiliateMessageFor[],
  kind: NoticeKind,
): Promise<Map<number, Reader>> {
  const { rows } = await tx.query<{
    id: number;
    email: string;
    language: string | null;
    wants_mail: boolean;
  }>(
    `SELECT id, email, preferences->>'language' AS language,
            coalesce((preferences->>'emailNotifications')::boolean, true)
              AND coalesce((preferences->'emailEvents'->>$2)::boolean, true) AS wants_mail
     FROM members WHERE id = ANY($1::int[])`,
    [messages.map((m) => m.affiliateId), mailSwitchOf(kind)],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { email: r.email, language: languageOrEnglish(r.language), wantsMail: r.wants_mail },
    ]),
  );
}

function renderFor(m: AffiliateMessageFor, readers: Map<number, Reader>): AffiliateNotice {
  return { affiliateId: m.affiliateId, ...m.message(readers.get(m.affiliateId)?.language ?? 'en') };
}

async function tell(
  ctx: AppContext,
  tx: Queryable,
  event: NoticeKind,
  messages: readonly AffiliateMessageFor[],
  how: { brand: string; mail: 'as-preferred' | 'always'; mailTo?: string | undefined },
): Promise<void> {
  if (messages.length === 0) return;
  const readers = await readReaders(tx, messages, event);
  const notices = messages.map((m) => renderFor(m, readers));
  await insertAffiliateNotices(tx, event, notices);
  const now = ctx.config.now();
  const whenIn = new Map<Language, string>();
  const mails: Mail[] = [];
  for (const notice of notices) {
    const reader = readers.get(notice.affiliateId);
    if (!reader || (how.mail === 'as-preferred' && !reader.wantsMail)) continue;
    const { language } = reader;
    let when = whenIn.get(language);
    if (when === undefined) {
      when = translate(language, 'mail.when', { when: displayMinuteIn(language, now) });
      whenIn.set(language, when);
    }
    mails.push({
      to: how.mailTo ?? reader.email,
      subject: translate(language, 'mail.subject', { brand: how.brand, title: notice.title }),
      text: `${notice.body}\n\n${when}`,
    });
  }
  await sendMails(ctx, mails, tx);
}
