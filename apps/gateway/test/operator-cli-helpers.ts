import { operatorApi } from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { ConfigError, type LoadedConfig } from '../src/config/env.ts';
import { testConfig } from './helpers.ts';

/** A request as the gateway received it from the CLI. */
export interface SentRequest {
  method: string;
  url: string;
  body?: unknown;
}

/** What the gateway answers: the `data` of a success, or an error body with its status. */
export type FakeAnswer = { data: unknown } | { status: number; json: unknown };

export interface CliRun {
  code: number;
  out: string;
  err: string;
  sent: SentRequest[];
}

export const TOKEN_FILE = '/srv/affiliate-data/operator-token';

/**
 * Runs one command line of `npm run operator` against a fake gateway that records each request and
 * answers with `answer` (in order when a list): what the operator sees, the exit code, and what was sent.
 */
export async function runCli(
  argv: string[],
  answer: FakeAnswer | FakeAnswer[] = { data: {} },
  options: { config?: () => LoadedConfig } = {},
): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const sent: SentRequest[] = [];
  const answers = Array.isArray(answer) ? [...answer] : undefined;
  const gateway = operatorApi({
    via: 'the fake gateway',
    async send(request) {
      sent.push(request.body === undefined ? { method: request.method, url: request.url } : request);
      const next = answers ? answers.shift() : answer;
      if (!next || Array.isArray(next)) throw new Error(`no answer for ${request.method} ${request.url}`);
      return 'data' in next ? { status: 200, json: { data: next.data } } : next;
    },
    close: async () => undefined,
  });
  const code = await runOperatorCli(argv, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    loadConfig: options.config ?? (() => ({ config: testConfig(), operatorTokenFile: TOKEN_FILE })),
    connect: async () => gateway,
  });
  return { code, out: out.join('\n'), err: err.join('\n'), sent };
}

/** A refused command: nothing was sent, exit code 1, and the message the operator reads. */
export async function refusal(argv: string[]): Promise<string> {
  const run = await runCli(argv);
  if (run.code !== 1 || run.sent.length > 0 || run.out !== '')
    throw new Error(`expected a refusal of ${argv.join(' ')}, got ${JSON.stringify(run)}`);
  return run.err;
}

export const badConfig = () => {
  throw new ConfigError(['PORT: must be 1-65535 (got "0")']);
};
