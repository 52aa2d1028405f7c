import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessTransport, operatorApi } from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { buildTestApp, closeTestApp, OPERATOR_TOKEN, testConfig } from './helpers.ts';
import { refusal, runCli } from './operator-cli-helpers.ts';
import { acceptInvitation, consoleCode, openInvitation } from './operator-console-helpers.ts';

// `operators`: inviting people to the operator console from the server, and listing who has an account.

const link =
  'https://partners.goldline.example/operator/invitation#Zm9vYmFyLWJhei1xdXV4LTAxMjM0NTY3ODlhYmNkZWZnaA';

describe('operators', () => {
  it('invites with an address and a role, and prints the link and when it stops working', async () => {
    const run = await runCli(['operators', 'invite', '--email', 'Nora@Goldline.example', '--role', 'admin'], {
      data: { email: 'Nora@Goldline.example', role: 'admin', link, expiresAt: '2026-11-30T16:00:00.000Z' },
    });
    expect(run.sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/operator/operators/invitations',
        body: { email: 'Nora@Goldline.example', role: 'admin' },
      },
    ]);
    expect(run.code).toBe(0);
    expect(run.out.split('\n')).toEqual([
      'Invited Nora@Goldline.example as admin. Send them this link (it works once, until 2026-11-30T16:00:00.000Z):',
      link,
      'They set a password and enrol an authenticator app from it.',
    ]);
  });

  it('lists the accounts and the pending invitations', async () => {
    const account = {
      id: 3,
      email: 'nora@goldline.example',
      role: 'finance',
      status: 'active',
      createdAt: '2026-11-01T09:00:00.000Z',
      lastSignInAt: '2026-11-02T10:00:00.000Z',
    };
    const run = await runCli(['operators', 'list'], {
      data: {
        operators: [
          account,
          {
            ...account,
            id: 4,
            email: 'sam@goldline.example',
            role: 'support',
            status: 'disabled',
            lastSignInAt: null,
          },
        ],
        invitations: [
          {
            id: 9,
            email: 'new@goldline.example',
            role: 'marketing',
            expiresAt: '2999-01-01T00:00:00.000Z',
            createdAt: '2026-11-01T09:00:00.000Z',
            invitedBy: { id: 3, email: 'nora@goldline.example' },
          },
          {
            id: 8,
            email: 'late@goldline.example',
            role: 'support',
            expiresAt: '2026-01-01T00:00:00.000Z',
            createdAt: '2025-12-29T00:00:00.000Z',
            invitedBy: null,
          },
        ],
      },
    });
    expect(run.sent).toEqual([{ method: 'GET', url: '/api/v1/operator/operators' }]);
    expect(run.out.split('\n')).toEqual([
      '#3  nora@goldline.example  finance  active  last signed in 2026-11-02T10:00:00.000Z',
      '#4  sam@goldline.example  support  disabled  never signed in',
      'invitation #9  new@goldline.example  marketing  sent by nora@goldline.example  link valid until 2999-01-01T00:00:00.000Z',
      'invitation #8  late@goldline.example  support  sent by the command line  link expired: invite again',
    ]);
    const empty = await runCli(['operators', 'list'], { data: { operators: [], invitations: [] } });
    expect(empty.out).toBe(
      'No operator account yet: invite the first admin with operators invite --role admin.',
    );
  });

  it('refuses a bad address or role, or another action, before sending anything', async () => {
    expect(await refusal(['operators', 'invite', '--email', 'not-an-address', '--role', 'admin'])).toBe(
      'Not valid (npm run operator -- operators list | invite --email EMAIL --role admin|finance|support|marketing | cancel --invitation ID):\n  email: Enter a valid email address.',
    );
    expect(
      await refusal(['operators', 'invite', '--email', 'a@goldline.example', '--role', 'owner']),
    ).toMatch(/^Not valid \(.*\):\n {2}role: /);
    expect(await refusal(['operators', 'remove'])).toBe(
      'Usage: npm run operator -- operators list | invite --email EMAIL --role admin|finance|support|marketing | cancel --invitation ID',
    );
  });
});

describe('operators against the gateway', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const gateway = operatorApi({
      ...inProcessTransport(app, OPERATOR_TOKEN, 'the test gateway'),
      close: async () => undefined,
    });
    const code = await runOperatorCli(argv, {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      loadConfig: () => ({ config: testConfig() }),
      connect: async () => gateway,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('invites the first admin, whose printed link opens the console', async () => {
    const invited = await cli([
      'operators',
      'invite',
      '--email',
      'first-admin@goldline.example',
      '--role',
      'admin',
    ]);
    expect(invited.code, invited.err).toBe(0);
    const printed = invited.out.split('\n')[1]!;
    expect(printed).toMatch(/^http:\/\/localhost:3000\/operator\/invitation#[A-Za-z0-9_-]{43}$/);
    const token = printed.split('#')[1]!;
    const secret = (await openInvitation(app, token)).json().data.authenticator.secret as string;
    expect(
      (
        await acceptInvitation(app, {
          token,
          password: 'first-admin-passphrase',
          code: consoleCode(app, secret),
        })
      ).statusCode,
    ).toBe(201);

    const list = await cli(['operators', 'list']);
    expect(list.out).toMatch(/^#\d+ {2}first-admin@goldline\.example {2}admin {2}active {2}last signed in /);
    const again = await cli([
      'operators',
      'invite',
      '--email',
      'FIRST-ADMIN@goldline.example',
      '--role',
      'finance',
    ]);
    expect(again).toMatchObject({
      code: 1,
      out: '',
      err: '(using the test gateway)\nThis address already has an operator account.\n  email: This address already has an operator account.',
    });
  });

  it('cancels a pending invitation by its number in the list: its link stops working', async () => {
    const invited = await cli([
      'operators',
      'invite',
      '--email',
      'second@goldline.example',
      '--role',
      'support',
    ]);
    expect(invited.code, invited.err).toBe(0);
    const token = invited.out.split('\n')[1]!.split('#')[1]!;
    const list = await cli(['operators', 'list']);
    const id =
      /invitation #(\d+) {2}second@goldline\.example {2}support {2}sent by the command line {2}link valid until /.exec(
        list.out,
      )?.[1];
    expect(id, list.out).toBeDefined();
    const cancelled = await cli(['operators', 'cancel', '--invitation', id!]);
    expect(cancelled).toMatchObject({
      code: 0,
      out: 'Cancelled the invitation of second@goldline.example: its link no longer works.',
    });
    expect((await openInvitation(app, token)).statusCode).toBe(404);
    expect((await cli(['operators', 'cancel', '--invitation', id!])).code).toBe(1);
    expect((await cli(['operators', 'cancel', '--invitation', 'nine'])).code).toBe(1);
  });
});
