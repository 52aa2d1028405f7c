import { parseArgs } from 'node:util';
import { ConfigError, type LoadedConfig } from '../../config/env.ts';
import type { AppConfig } from '../../config/app-config.ts';
import type { OperatorApi } from './client.ts';
import { GatewayRefusal } from './client.ts';
import { UsageError, type CommandArgs, type OperatorCommand } from './command.ts';
import { operatorCommands } from './commands.ts';

/** What the CLI touches outside itself, given by the entry point (and by the tests). */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  loadConfig(): LoadedConfig;
  connect(config: AppConfig): Promise<OperatorApi>;
}

const usageHeading = 'Usage: npm run operator -- <command> [options] [--json]';

export function usage(commands: readonly OperatorCommand[] = operatorCommands): string {
  return `${usageHeading}\n\nCommands:\n${commands.map((command) => command.usage).join('\n')}`;
}

const everyCommand = {
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;
const isNegativeNumber = (arg: string) => /^-\d+(\.\d+)?$/.test(arg);

/**
 * A debit's amount (`adjust 12 -50.00 ...`) would read as an unknown option: negative numbers are moved
 * behind `--`, where they stay positionals, in their order.
 */
function negativesLast(argv: string[]): string[] {
  return argv.includes('--') || !argv.some(isNegativeNumber)
    ? argv
    : [...argv.filter((a) => !isNegativeNumber(a)), '--', ...argv.filter(isNegativeNumber)];
}

function readArgs(
  command: OperatorCommand,
  argv: string[],
): { args: CommandArgs; json: boolean; help: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: negativesLast(argv),
      allowPositionals: true,
      strict: true,
      options: { ...command.options, ...everyCommand },
    });
  } catch (error) {
    const problem = (error instanceof Error ? error.message : String(error))
      .split('\n')[0]!
      .split('. ')[0]!
      .replace(/\.$/, '');
    throw new UsageError(`${command.name}: ${problem}.\n\n${usageHeading}\n${command.usage}`);
  }
  const { positionals } = parsed;
  const values = parsed.values as Record<string, string | boolean | Array<string | boolean> | undefined>;
  const args: CommandArgs = {
    positionals,
    text: (name) => {
      const value = values[name];
      return typeof value === 'string' ? value : undefined;
    },
    flag: (name) => values[name] === true,
  };
  return { args, json: values.json === true, help: values.help === true };
}

/** Runs one command line; the answer is the exit code (0 done, 1 refused or failed, 2 bad configuration). */
export async function runOperatorCli(
  argv: string[],
  io: CliIo,
  commands: readonly OperatorCommand[] = operatorCommands,
): Promise<number> {
  // `--json` and `--help` may come before the command's name.
  const at = argv.findIndex((arg) => !['--json', '--help', '-h'].includes(arg));
  const name = at === -1 ? undefined : argv[at];
  if (name === undefined) {
    io.out(usage(commands));
    return 0;
  }
  if (name.startsWith('-')) {
    io.err(`Name the command before its options (${name}).\n\n${usage(commands)}`);
    return 1;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${usage(commands)}`);
    return 1;
  }
  let work;
  let json;
  try {
    const read = readArgs(command, [...argv.slice(0, at), ...argv.slice(at + 1)]);
    if (read.help) {
      io.out(`${usageHeading}\n${command.usage}`);
      return 0;
    }
    json = read.json;
    work = command.prepare(read.args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    return 1;
  }

  let loaded: LoadedConfig;
  try {
    loaded = io.loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 2;
  }
  let opened: OperatorApi | undefined;
  const session = {
    loaded,
    async gateway() {
      if (!opened) {
        opened = await io.connect(loaded.config);
        if (!json) io.err(`(using ${opened.via})`);
      }
      return opened;
    },
  };
  try {
    const { data, text } = await work(session);
    io.out(json ? JSON.stringify(data, null, 2) : text);
    return 0;
  } catch (error) {
    io.err(
      error instanceof GatewayRefusal || error instanceof UsageError
        ? error.message
        : `The command failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await opened?.close();
  }
}
