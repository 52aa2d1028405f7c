import { defineCommand } from '../command.ts';

/** Says where the token is, never the token: it runs without a gateway. */
export const token = defineCommand({
  name: 'token',
  usage: '  token                              where the operator token is kept',
  parse: () => ({}),
  run: async (session) => ({ file: session.loaded.operatorTokenFile ?? null }),
  print: ({ file }) =>
    file
      ? `The operator token is kept in ${file} (readable by its owner only).`
      : 'The operator tokens come from the OPERATOR_TOKENS environment variable.',
});
