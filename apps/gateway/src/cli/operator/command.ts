import type { ParseArgsConfig } from 'node:util';
import type { LoadedConfig } from '../../config/env.ts';
import type { OperatorApi } from './client.ts';

/** A command's options, as `node:util`'s parseArgs takes them. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** A mistake on the command line: printed as it is, nothing is sent, exit code 1. */
export class UsageError extends Error {}

/** What the operator typed after the command's name, once `node:util`'s parseArgs has read it. */
export interface CommandArgs {
  /** The words after the command (`withdrawals pay 41` → `['pay', '41']`). */
  positionals: string[];
  /** A string option's value; undefined when not given. */
  text(name: string): string | undefined;
  /** A boolean option. */
  flag(name: string): boolean;
}

/** What a command may use once its arguments are good. */
export interface Session {
  loaded: LoadedConfig;
  /** The operator API, of a running gateway or of the gateway built in this process; opened on first use. */
  gateway(): Promise<OperatorApi>;
}

/**
 * One command group of `npm run operator`: its lines of the usage text, its options, how its arguments
 * become a request (or a UsageError), the request, and what the operator reads (`--json` prints the data instead).
 */
export interface CommandSpec<Input, Result> {
  name: string;
  usage: string;
  options?: CommandOptions;
  parse(args: CommandArgs): Input;
  run(session: Session, input: Input): Promise<Result>;
  print(result: Result, input: Input): string;
}

/** A command of the table, its input and result types hidden behind `prepare`. */
export interface OperatorCommand {
  name: string;
  usage: string;
  options: CommandOptions;
  /** Checks the arguments (throws UsageError) and returns the work to do. */
  prepare(args: CommandArgs): (session: Session) => Promise<{ data: unknown; text: string }>;
}

export function defineCommand<Input, Result>(spec: CommandSpec<Input, Result>): OperatorCommand {
  return {
    name: spec.name,
    usage: spec.usage,
    options: spec.options ?? {},
    prepare(args) {
      const input = spec.parse(args);
      return async (session) => {
        const data = await spec.run(session, input);
        return { data, text: spec.print(data, input) };
      };
    },
  };
}

/** The one way a schema's complaints are shown: a heading, then `  field: message` per field. */
export function notValid(
  heading: string,
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> },
  whole = 'value',
): UsageError {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || whole;
    byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  return new UsageError(
    [heading, ...[...byField].map(([field, messages]) => `  ${field}: ${messages.join(' ')}`)].join('\n'),
  );
}

/** A positive whole number (an id), else null. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id >= 1 ? id : null;
}

/** `--limit N` of the list commands: 1 to 200, 20 when not given. */
export function limitOption(args: CommandArgs): number {
  const given = args.text('limit');
  const limit = given === undefined ? 20 : Number(given);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    throw new UsageError('--limit must be a whole number from 1 to 200.');
  return limit;
}

export const limit = { limit: { type: 'string' } } satisfies CommandOptions;
