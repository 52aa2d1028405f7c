import {
  api,
  invitationId,
  inviteOperatorRequest,
  operatorRoles,
  type OperatorAccount,
  type OperatorRole,
} from '@affiliate/contract';
import { defineCommand, notValid, UsageError } from '../command.ts';

type OperatorsInput =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: OperatorRole }
  | { action: 'cancel'; invitationId: number };

const operatorsUsage = `Usage: npm run operator -- operators list | invite --email EMAIL --role ${operatorRoles.join('|')} | cancel --invitation ID`;

/** `#3  nora@goldline.example  finance  active  last signed in 2026-11-02T10:00:00.000Z` */
export function operatorLine(o: OperatorAccount): string {
  return `#${o.id}  ${o.email}  ${o.role}  ${o.status}  ${o.lastSignInAt ? `last signed in ${o.lastSignInAt}` : 'never signed in'}`;
}

export const operators = defineCommand({
  name: 'operators',
  usage: `  operators list                     the operator console's accounts, and the invitations not yet accepted
  operators invite --email EMAIL --role ${operatorRoles.join('|')}
                                     a single-use link to the console, valid 72 hours (send it to them; it is shown once)
  operators cancel --invitation ID   cancels a pending invitation or sign-in reset link (its # in the list): it stops working`,
  options: { email: { type: 'string' }, role: { type: 'string' }, invitation: { type: 'string' } },
  parse(args): OperatorsInput {
    const [action] = args.positionals;
    if (action === 'list') return { action };
    if (action === 'cancel') {
      const id = invitationId.safeParse(args.text('invitation') ?? '');
      if (!id.success)
        throw new UsageError(`Give the invitation's number from operators list.\n${operatorsUsage}`);
      return { action, invitationId: id.data };
    }
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
    if (input.action === 'cancel')
      return gateway.call(api.operatorConsole.cancelInvitation, {
        params: { invitationId: input.invitationId },
      });
    if (input.action === 'invite')
      return gateway.call(api.operatorConsole.inviteOperator, {
        body: { email: input.email, role: input.role },
      });
    return gateway.call(api.operatorConsole.operatorAccounts);
  },
  print(result) {
    if ('cancelled' in result)
      return `Cancelled the invitation of ${result.email}: its link no longer works.`;
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
        `invitation #${i.id}  ${i.email}  ${i.role}  sent by ${i.invitedBy?.email ?? 'the command line'}  ${Date.parse(i.expiresAt) > Date.now() ? `link valid until ${i.expiresAt}` : 'link expired: invite again'}`,
    );
    return [...accounts, ...pending].join('\n');
  },
});
