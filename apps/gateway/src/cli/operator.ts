/**
 * `npm run operator -- <command>`: run the affiliate program from a terminal. Every command calls the
 * operator routes of the contract (operator/commands.ts lists them; operator/connect.ts says how the
 * gateway is reached).
 */
import { loadConfig } from '../config/env.ts';
import { connectOperatorApi } from './operator/connect.ts';
import { runOperatorCli } from './operator/dispatch.ts';

process.exitCode = await runOperatorCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  loadConfig: () => loadConfig(),
  connect: connectOperatorApi,
});
