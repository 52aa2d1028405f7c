import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { messages } from '../common/messages.ts';
import { isoDateTime, memberId } from '../common/primitives.ts';

/**
 * Contact us: the affiliate writes to the brand's support team. The message is kept as a ticket, mailed
 * to the support address with the affiliate's name and email for the reply, and acknowledged to the
 * affiliate by email.
 */

export const CONTACT_SUBJECT_MIN = 3;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** What the message is about; routes it to the right person in the support team. */
export const contactCategory = z.enum(
  ['general', 'payments', 'technical', 'marketing', 'account'],
  'Category is not valid.',
);
export type ContactCategory = z.infer<typeof contactCategory>;

export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: 'General question',
  payments: 'Payments and withdrawals',
  technical: 'Technical problem',
  marketing: 'Marketing tools and tracking',
  account: 'My account',
};

/** Blank after trimming fails with the default required message ('{field} is not valid.'). */
function boundedText(label: string, min: number, max: number) {
  return z
    .string(`${label} is not valid.`)
    .trim()
    .min(1, { message: `${label} is not valid.`, abort: true })
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} may not be longer than ${max} characters.`);
}

export const contactRequest = z.object({
  // One line: it becomes the subject of the support mail.
  subject: boundedText('Subject', CONTACT_SUBJECT_MIN, CONTACT_SUBJECT_MAX).refine(
    (value) => !/[\r\n]/.test(value),
    'Subject must be a single line.',
  ),
  category: contactCategory,
  message: boundedText('Message', CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({
  /** The ticket number, quoted in both mails. */
  id: z.number().int().positive(),
  message: z.literal(messages.contactSent),
});

export const contactUs = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/contact-us',
  access: 'member',
  summary:
    "Send a message to the brand's support team: stored as a ticket, mailed to the support address and acknowledged to the affiliate by email. 422 with field errors; 429 past the per-account limit (Retry-After)",
  tags: ['contact'],
  body: contactRequest,
  status: 201,
  response: dataEnvelope(contactResponse),
});

/**
 * The affiliate's own tickets, newest first, each with its conversation: the affiliate's message, then
 * every answer of the support team, oldest first. The affiliate sees what was said, never who in the
 * team said it or the ticket's internal state (open, closed): the answers are "Support".
 */
export const AFFILIATE_TICKETS_MAX = 50;

export const affiliateTicketMessage = z.object({
  from: z.enum(['affiliate', 'support']),
  body: z.string(),
  at: isoDateTime,
});
export type AffiliateTicketMessage = z.infer<typeof affiliateTicketMessage>;

export const affiliateTicket = z.object({
  id: z.number().int().positive(),
  subject: z.string(),
  category: contactCategory,
  created_at: isoDateTime,
  /** When support last answered; null while it has not. */
  answered_at: isoDateTime.nullable(),
  messages: z.array(affiliateTicketMessage),
});
export type AffiliateTicket = z.infer<typeof affiliateTicket>;

export const affiliateTicketsQuery = z.object({
  limit: z.coerce
    .number('Limit is not valid.')
    .int('Limit is not valid.')
    .min(1, 'Limit is not valid.')
    .max(AFFILIATE_TICKETS_MAX, `Limit may not be more than ${AFFILIATE_TICKETS_MAX}.`)
    .default(20),
});

export const affiliateTickets = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/tickets',
  access: 'member',
  owner: 'id',
  summary:
    "The signed-in affiliate's Contact us tickets, newest first (at most 50), each with its messages oldest first: the affiliate's message and support's answers. 403 for another affiliate's id",
  tags: ['contact'],
  params: z.object({ id: memberId }),
  query: affiliateTicketsQuery,
  response: dataEnvelope(z.array(affiliateTicket)),
});

/**
 * The operator's side of the tickets: list them, read one with its thread, answer (the affiliate gets a
 * notification and an email), close and reopen. A ticket has the two states the product has always had:
 * open (support still has something to do) and closed; whether it was answered is told by its answer.
 * The affiliate sees neither state: they see the answers, as notifications and emails.
 */

export const CONTACT_ANSWER_MAX = 5000;

export const ticketStatus = z.enum(['open', 'closed']);
export type TicketStatus = z.infer<typeof ticketStatus>;

/** Ticket ids are PostgreSQL integers: a larger number is no ticket at all. */
export const ticketId = z.coerce.number().int().positive().max(2_147_483_647);

export const contactTicket = z.object({
  id: ticketId,
  member_id: memberId,
  username: z.string(),
  subject: z.string(),
  category: contactCategory,
  message: z.string(),
  status: ticketStatus,
  created_at: isoDateTime,
  answered_at: isoDateTime.nullable(),
  answer: z.string().nullable(),
});
export type ContactTicket = z.infer<typeof contactTicket>;

export const operatorTicketsQuery = z.object({
  status: z.enum(['open', 'closed', 'all'], 'Status is not valid.').default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const operatorTickets = endpoint({
  method: 'GET',
  path: '/api/v1/operator/tickets',
  access: 'operator',
  roles: ['support'],
  summary: 'Contact tickets (open by default, or closed, or all), newest first, with the answer once given',
  tags: ['operator'],
  query: operatorTicketsQuery,
  response: dataEnvelope(z.array(contactTicket)),
});

export const answerTicketRequest = z.object({
  answer: z
    .string('Answer is not valid.')
    .trim()
    .min(1, 'Answer is not valid.')
    .max(CONTACT_ANSWER_MAX, `Answer may not be longer than ${CONTACT_ANSWER_MAX} characters.`),
  /** Closing is the usual end of an answer; `false` keeps the ticket open for a follow-up. */
  close: z.boolean('Close must be true or false.').default(true),
});
export type AnswerTicketRequest = z.infer<typeof answerTicketRequest>;

export const answerTicket = endpoint({
  method: 'POST',
  path: '/api/v1/operator/tickets/{ticketId}/answer',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    'Answer a contact ticket: added to its thread (the latest answer also stands on the ticket), sent to the affiliate as a notification and an email, and the ticket closed unless close is false. 404 for an unknown ticket; 409 once it is closed (reopen it first)',
  tags: ['operator'],
  params: z.object({ ticketId }),
  body: answerTicketRequest,
  response: dataEnvelope(contactTicket),
});

/** One step of a ticket's thread, in order: the affiliate's message, then what the support team did. */
export const ticketThreadEntry = z.object({
  kind: z.enum(['message', 'answer', 'closed', 'reopened']),
  /** The text of a message or an answer; null for closing and reopening. */
  body: z.string().nullable(),
  /** The affiliate's username for the message; the operator's email (or `machine <token fingerprint>`) for the rest; null when not recorded (answers from before the thread was kept). */
  by: z.string().nullable(),
  at: isoDateTime,
});
export type TicketThreadEntry = z.infer<typeof ticketThreadEntry>;

export const ticketWithThread = contactTicket.extend({
  /** Where the answers are mailed. */
  email: z.string(),
  thread: z.array(ticketThreadEntry),
});
export type TicketWithThread = z.infer<typeof ticketWithThread>;

export const operatorTicket = endpoint({
  method: 'GET',
  path: '/api/v1/operator/tickets/{ticketId}',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    "A contact ticket with its whole thread: the affiliate's message, every answer, and each closing and reopening with who did it. 404 for an unknown ticket",
  tags: ['operator'],
  params: z.object({ ticketId }),
  response: dataEnvelope(ticketWithThread),
});

export const closeTicket = endpoint({
  method: 'POST',
  path: '/api/v1/operator/tickets/{ticketId}/close',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    'Close a contact ticket without answering it (a duplicate, or settled another way); the affiliate is not told. 404 for an unknown ticket; 409 once it is closed',
  tags: ['operator'],
  params: z.object({ ticketId }),
  response: dataEnvelope(ticketWithThread),
});

export const reopenTicket = endpoint({
  method: 'POST',
  path: '/api/v1/operator/tickets/{ticketId}/reopen',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    'Reopen a closed contact ticket, to answer it again; the affiliate is not told until an answer comes. 404 for an unknown ticket; 409 while it is open',
  tags: ['operator'],
  params: z.object({ ticketId }),
  response: dataEnvelope(ticketWithThread),
});
