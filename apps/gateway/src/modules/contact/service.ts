import { contactCategoryLabels, messages, type ContactRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { sessionExpired, tooManyRequests } from '../../http/api-error.ts';
import { findAffiliateCredentials } from '../auth/repository.ts';
import { translate } from '../../i18n/translate.ts';
import { sendMail } from '../mail/service.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './repository.ts';

/**
 * Keeps the message as a ticket, mails it to the support address and acknowledges it to the affiliate,
 * all in one transaction: the mails leave only if the ticket is stored (the outbox rows are in the
 * same transaction; SMTP sends wait for the commit).
 */
export async function sendContactMessage(
  ctx: AppContext,
  affiliateId: number,
  request: ContactRequest,
): Promise<{ id: number; message: typeof messages.contactSent }> {
  const brand = await brandName(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const affiliate = await findAffiliateCredentials(tx, affiliateId);
    if (!affiliate) throw sessionExpired();
    const now = ctx.config.now();
    const { contactPerAccount: limit, contactWindowMs: windowMs } = ctx.config.rateLimits;
    // The stored tickets are the counter: exact across restarts and replicas, and the window slides.
    const recent = await repo.recentTicketTimesForUpdate(
      tx,
      affiliate.id,
      new Date(now.getTime() - windowMs),
    );
    if (recent.length >= limit) {
      const freesAt = recent[recent.length - limit]!.getTime() + windowMs;
      throw tooManyRequests(Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)));
    }
    const ticketId = await repo.insertContactTicket(tx, {
      affiliateId: affiliate.id,
      ...request,
      createdAt: now,
    });
    const category = contactCategoryLabels[request.category];
    await sendMail(
      ctx,
      {
        to: ctx.config.supportEmail,
        subject: `[Ticket #${ticketId}] ${category}: ${request.subject}`,
        text: [
          `Affiliate: ${affiliate.username} (member ${affiliate.id})`,
          `Reply to: ${affiliate.email}`,
          `Category: ${category}`,
          `Subject: ${request.subject}`,
          '',
          request.message,
        ].join('\n'),
      },
      tx,
    );
    // The acknowledgement in the affiliate's language; support's copy above stays in English.
    const language = await affiliateLanguage(tx, affiliate.id);
    await sendMail(
      ctx,
      {
        to: affiliate.email,
        subject: translate(language, 'mail.contact.received.subject', { id: String(ticketId) }),
        text: translate(language, 'mail.contact.received.body', {
          username: affiliate.username,
          brand,
          subject: request.subject,
          category: translate(language, `contact.category.${request.category}`),
          id: String(ticketId),
        }),
      },
      tx,
    );
    return ticketId;
  });
  return { id, message: messages.contactSent };
}
