import { api, createAffiliateRequest } from '@affiliate/contract';
import { defineCommand, notValid } from '../command.ts';

export const createAffiliateCommand = defineCommand({
  name: 'create-affiliate',
  usage:
    '  create-affiliate --username U --email E --password P --first-name F --last-name L --country CC [--currency EUR]',
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    country: { type: 'string' },
    currency: { type: 'string' },
  },
  parse(args) {
    const parsed = createAffiliateRequest.safeParse({
      username: args.text('username'),
      email: args.text('email'),
      password: args.text('password'),
      firstName: args.text('first-name'),
      lastName: args.text('last-name'),
      country: args.text('country')?.toUpperCase(),
      currency: args.text('currency')?.toUpperCase(),
    });
    if (!parsed.success) throw notValid('The affiliate is not valid:', parsed.error);
    return parsed.data;
  },
  run: async (session, body) => (await session.gateway()).call(api.operator.createAffiliate, { body }),
  print: (result) => `Created affiliate ${result.username} (id ${result.id}).`,
});
