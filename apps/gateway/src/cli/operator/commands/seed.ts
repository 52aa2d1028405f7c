import { api } from '@affiliate/contract';
import { defineCommand } from '../command.ts';

export const seed = defineCommand({
  name: 'seed',
  usage:
    '  seed                               restore the demo affiliates and the demo banner catalogue (idempotent)',
  parse: () => ({}),
  run: async (session) => (await session.gateway()).call(api.operator.demoSeed),
  print: (result) =>
    `Demo affiliates ready: ${result.usernames.join(', ')} (sign in as demo / demo-partner-2026).`,
});
