import {
  api,
  inviteOperatorRequest,
  operatorRoles,
  type OperatorAccount,
  type OperatorRole,
} from '@affiliate/contract';
import { defineCommand, notValid, UsageError } from '../command.ts';

type OperatorsInput = { action: 'list' } | { action: 'invite'; email: string; role: OperatorRole };

const operatorsUsage = `Usage: npm run operator -- operators list | invite --email EMAIL --role ${operatorRoles.join('|')}`;

/** `#3  nora@goldline.example  finance  active  last signed in 2026-11-02T10:00:00.000Z` */
export function operatorLine(o: OperatorAccount): string {
  return `#${o.id}  ${o.email}  ${o.role}  ${o.status}  ${o.lastSignInAt ? `last signed in ${o.lastSignInAt}` : 'never signed in'}`;
}

export const operators = defineCommand({
  name: 'operators',
  usage: `  operators list                     the operator console's accounts, and the invitations not yet accepted
  operators invite --email EMAIL --role ${operatorRoles.join('|')}
                                     a single-use link to the console, valid 72 hours (send it to them; it is shown once)`,
  options: { email: { type: 'string' }, role: { type: 'string' } },
  parse(args): OperatorsInput {
    const [action] = args.positionals;
    if (action === 'list') return { action };
    if (action !== 'invite') throw new UsageError(operatorsUsage);
    const parsed = inviteOperatorRequest.safeParse({
      email: args.text('email') ?? '',
      role: args.text('role') ?? '',
    });
    if (!parsed.success)
      throw notValid(`Not valid (${operatorsUsage.replace('Usage: ', '')}):`, parsed.error);
    return { action, ...parsed.data };
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'invite')
      return gateway.call(api.operatorConsole.inviteOperator, {
        body: { email: input.email, role: input.role },
      });
    return gateway.call(api.operatorConsole.operatorAccounts);
  },
  print(result) {
    if ('link' in result) {
      return [
        `Invited ${result.email} as ${result.role}. Send them this link (it works once, until ${result.expiresAt}):`,
        result.link,
        'They set a password and enrol an authenticator app from it.',
      ].join('\n');
    }
    const accounts =
      result.operators.length > 0
        ? result.operators.map(operatorLine)
        : ['No operator account yet: invite the first admin with operators invite --role admin.'];
    const pending = result.invitations.map(
      (i) =>
        `invited ${i.email}  ${i.role}  ${Date.parse(i.expiresAt) > Date.now() ? `link valid until ${i.expiresAt}` : 'link expired: invite again'}`,
    );
    return [...accounts, ...pending].join('\n');
  },
});
