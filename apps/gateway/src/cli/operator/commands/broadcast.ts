import { api, broadcastRequest } from '@affiliate/contract';
import { defineCommand, notValid, UsageError } from '../command.ts';

export const broadcast = defineCommand({
  name: 'broadcast',
  usage: '  broadcast --title T --body B       send a notification to every enabled affiliate',
  options: { title: { type: 'string' }, body: { type: 'string' } },
  parse(args) {
    const title = args.text('title');
    const body = args.text('body');
    if (!title || !body) throw new UsageError('broadcast needs --title and --body.');
    const parsed = broadcastRequest.safeParse({ title, body });
    if (!parsed.success) throw notValid('The notification is not valid:', parsed.error);
    return { title, body };
  },
  run: async (session, body) => (await session.gateway()).call(api.operator.broadcast, { body }),
  print: (result) => `Notification sent to ${result.delivered} affiliate(s).`,
});
