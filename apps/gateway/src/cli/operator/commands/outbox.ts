import { api } from '@affiliate/contract';
import { displayMinute } from '../../../calendar/display-dates.ts';
import { defineCommand, limit, limitOption } from '../command.ts';

export const outbox = defineCommand({
  name: 'outbox',
  usage: '  outbox [--to EMAIL] [--limit N]    list mail kept in the outbox (codes for password resets etc.)',
  options: { to: { type: 'string' }, ...limit },
  parse: (args) => ({ to: args.text('to'), limit: limitOption(args) }),
  run: async (session, query) => (await session.gateway()).call(api.operator.outbox, { query }),
  print: (mails) =>
    mails.length > 0
      ? mails
          .map(
            (m) =>
              `#${m.id}  ${displayMinute(m.createdAt)}  to ${m.to}\n  ${m.subject}\n  ${m.text.replace(/\n/g, '\n  ')}`,
          )
          .join('\n\n')
      : 'The outbox is empty.',
});
