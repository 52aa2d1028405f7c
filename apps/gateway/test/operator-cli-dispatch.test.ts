import { describe, expect, it } from 'vitest';
import { operatorCommands } from '../src/cli/operator/commands.ts';
import { usage } from '../src/cli/operator/dispatch.ts';
import { badConfig, refusal, runCli, TOKEN_FILE } from './operator-cli-helpers.ts';

describe('npm run operator: usage', () => {
  it('prints every command without a command, or with --help, and exits 0 without sending anything', async () => {
    for (const argv of [[], ['--help'], ['-h'], ['--json']]) {
      const run = await runCli(argv);
      expect(run).toMatchObject({ code: 0, err: '', sent: [] });
      expect(run.out).toBe(usage());
    }
    const text = usage();
    expect(text.startsWith('Usage: npm run operator -- <command> [options] [--json]\n\nCommands:\n')).toBe(
      true,
    );
    for (const command of operatorCommands) expect(text).toContain(`\n  ${command.name}`);
  });

  it("prints one command's lines for `COMMAND --help`", async () => {
    const run = await runCli(['withdrawals', '--help']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('withdrawals pay ID --reference REF [--override-hold "..."]');
    expect(run.out).not.toContain('banners list');
  });

  it('refuses an unknown command, or options before the command, with the usage', async () => {
    const message = await refusal(['payouts', 'list']);
    expect(message.startsWith('Unknown command "payouts".\n\nUsage: npm run operator')).toBe(true);
    expect(
      (await refusal(['--limit', '5', 'outbox'])).startsWith(
        'Name the command before its options (--limit).\n\nUsage: npm run operator',
      ),
    ).toBe(true);
  });

  it("refuses an option the command does not take, or an option without its value, with the command's lines", async () => {
    expect(await refusal(['rates', 'list', '--title', 'x'])).toMatch(
      /^rates: Unknown option '--title'\.\n\nUsage: npm run operator -- <command> \[options\] \[--json\]\n {2}rates list/,
    );
    expect(await refusal(['broadcast', '--body', 'b', '--title'])).toMatch(
      /^broadcast: Option '--title <value>' argument missing\./,
    );
  });

  it('takes --json before the command name too', async () => {
    const run = await runCli(['--json', 'periods', 'close', '2026-10'], {
      data: { period: '2026-10', closed_now: false, closed_at: '2026-11-01T00:05:00.000Z' },
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toEqual({
      period: '2026-10',
      closed_now: false,
      closed_at: '2026-11-01T00:05:00.000Z',
    });
  });
});

describe('npm run operator: the gateway and its answers', () => {
  it('says which gateway answered on stderr, the answer on stdout; --json prints the data alone', async () => {
    const plain = await runCli(['seed'], { data: { usernames: ['demo', 'rival'] } });
    expect(plain).toMatchObject({
      code: 0,
      err: '(using the fake gateway)',
      out: 'Demo affiliates ready: demo, rival (sign in as demo / demo-partner-2026).',
    });
    const json = await runCli(['seed', '--json'], { data: { usernames: ['demo', 'rival'] } });
    expect(json).toMatchObject({ code: 0, err: '' });
    expect(JSON.parse(json.out)).toEqual({ usernames: ['demo', 'rival'] });
  });

  it("prints a refusal's message and field errors, exit 1", async () => {
    const run = await runCli(['kyc', 'approve', '12'], {
      status: 409,
      json: {
        message: 'Nothing waits for a review.',
        errors: { memberId: ['Not in review.', 'Try later.'] },
      },
    });
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      '(using the fake gateway)\nNothing waits for a review.\n  memberId: Not in review. Try later.',
    );
  });

  it('a failure that is not an answer is "The command failed", exit 1', async () => {
    const run = await runCli(['seed'], []);
    expect(run.code).toBe(1);
    expect(run.err).toContain('The command failed: no answer for POST /api/v1/operator/demo-seed');
  });

  it('a bad configuration is exit 2, after the arguments are checked', async () => {
    const run = await runCli(['seed'], { data: {} }, { config: badConfig });
    expect(run).toMatchObject({ code: 2, out: '', sent: [] });
    expect(run.err).toBe('Invalid configuration:\n  - PORT: must be 1-65535 (got "0")');
    expect(await runCli(['maintenance', 'maybe'], { data: {} }, { config: badConfig })).toMatchObject({
      code: 1,
      err: 'Usage: npm run operator -- maintenance on|off',
    });
  });

  it('token says where the token is kept, without the token and without reaching a gateway', async () => {
    const run = await runCli(['token']);
    expect(run).toMatchObject({
      code: 0,
      err: '',
      sent: [],
      out: `The operator token is kept in ${TOKEN_FILE} (readable by its owner only).`,
    });
    const fromEnv = await runCli(
      ['token', '--json'],
      { data: {} },
      { config: () => ({ config: undefined as never, operatorTokenFile: undefined }) },
    );
    expect(JSON.parse(fromEnv.out)).toEqual({ file: null });
    const words = await runCli(['token'], { data: {} }, { config: () => ({ config: undefined as never }) });
    expect(words.out).toBe('The operator tokens come from the OPERATOR_TOKENS environment variable.');
  });
});
