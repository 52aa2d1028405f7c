import { contactCategoryLabels, type ContactTicket } from '@affiliate/contract';

/** One ticket as the terminal shows it: header line, the message indented, the answer once given. */
export function ticketLines(ticket: ContactTicket): string {
  const indent = (text: string) => `  ${text.replace(/\n/g, '\n  ')}`;
  const lines = [
    `#${ticket.id}  ${ticket.status.toUpperCase()}  ${ticket.created_at}  ${ticket.username} (member ${ticket.member_id})`,
    `  ${contactCategoryLabels[ticket.category]}: ${ticket.subject}`,
    indent(ticket.message),
  ];
  if (ticket.answer !== null) lines.push(`  Answered ${ticket.answered_at}:`, indent(ticket.answer));
  return lines.join('\n');
}
