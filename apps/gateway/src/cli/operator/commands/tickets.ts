import {
  answerTicketRequest,
  api,
  operatorTicketsQuery,
  type AnswerTicketRequest,
} from '@affiliate/contract';
import { ticketLines } from '../ticket-lines.ts';
import { defineCommand, limit, limitOption, notValid, positiveId, UsageError } from '../command.ts';

type TicketsInput =
  | { action: 'list'; status: 'open' | 'closed' | 'all'; limit: number }
  | { action: 'answer'; id: number; answer: AnswerTicketRequest }
  | { action: 'close' | 'reopen'; id: number };

const USAGE =
  'Usage: npm run operator -- tickets list [--status open|closed|all] | answer ID --text "..." | close ID | reopen ID';

export const tickets = defineCommand({
  name: 'tickets',
  usage: `  tickets list [--status open|closed|all] [--limit N]
                                     contact tickets, newest first (open ones by default)
  tickets answer ID --text "..." [--keep-open]
                                     answer a ticket: the affiliate gets a notification and an email; closes it
  tickets close ID | tickets reopen ID
                                     close a ticket without answering, or reopen one to answer it again`,
  options: {
    status: { type: 'string' },
    text: { type: 'string' },
    'keep-open': { type: 'boolean', default: false },
    ...limit,
  },
  parse(args): TicketsInput {
    const [action, idArg] = args.positionals;
    if (action === 'list') {
      const status = operatorTicketsQuery.shape.status.safeParse(args.text('status'));
      if (!status.success) throw new UsageError('--status must be open, closed or all.');
      return { action, status: status.data, limit: limitOption(args) };
    }
    if (action === 'answer') {
      const id = positiveId(idArg);
      if (id === null)
        throw new UsageError('Usage: npm run operator -- tickets answer ID --text "..." [--keep-open]');
      const answer = answerTicketRequest.safeParse({
        answer: args.text('text') ?? '',
        close: !args.flag('keep-open'),
      });
      if (!answer.success) throw notValid('The answer is not valid:', answer.error);
      return { action, id, answer: answer.data };
    }
    if (action === 'close' || action === 'reopen') {
      const id = positiveId(idArg);
      if (id === null) throw new UsageError(`Usage: npm run operator -- tickets ${action} ID`);
      return { action, id };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'answer')
      return gateway.call(api.operator.answerTicket, { params: { ticketId: input.id }, body: input.answer });
    if (input.action === 'list')
      return gateway.call(api.operator.operatorTickets, {
        query: { status: input.status, limit: input.limit },
      });
    return gateway.call(input.action === 'close' ? api.operator.closeTicket : api.operator.reopenTicket, {
      params: { ticketId: input.id },
    });
  },
  print(result, input) {
    if (input.action === 'close' || input.action === 'reopen')
      return `Ticket #${input.id} is ${input.action === 'close' ? 'closed' : 'open again'}; the affiliate is not told.`;
    if (!Array.isArray(result))
      return `Answered ticket #${result.id} (${result.status}); ${result.username} gets a notification and an email.`;
    const status = input.action === 'list' && input.status !== 'all' ? `${input.status} ` : '';
    return result.length > 0 ? result.map(ticketLines).join('\n\n') : `No ${status}tickets.`;
  },
});
