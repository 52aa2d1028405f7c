import {
  api,
  applicationStatuses,
  approveApplicationRequest,
  askApplicantRequest,
  rejectApplicationRequest,
  type Application,
  type ApplicationStatus,
} from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError, type CommandArgs } from '../command.ts';
import { tableLines } from '../text-table.ts';

type ApplicationsInput =
  | { action: 'list'; status: ApplicationStatus | undefined; page: number }
  | { action: 'show'; id: number }
  | { action: 'approve'; id: number; deal: string }
  | { action: 'reject'; id: number; reason: string }
  | { action: 'ask'; id: number; question: string };

type Action = ApplicationsInput['action'];

const USAGE =
  'Usage: npm run operator -- applications list [--status S] [--page N] | show ID | approve ID --deal "Name" | reject ID --reason "..." | ask ID --question "..."';

/** How many applications a page of `applications list` shows. */
export const APPLICATIONS_PER_PAGE = 20;

/** The options each action takes: one given to another action is refused, never silently ignored. */
const ACTION_OPTIONS: Record<Action, readonly string[]> = {
  list: ['status', 'page'],
  show: [],
  approve: ['deal'],
  reject: ['reason'],
  ask: ['question'],
};
const OPTIONS = ['status', 'page', 'deal', 'reason', 'question'] as const;

function checkOptions(args: CommandArgs, action: Action): void {
  for (const option of OPTIONS)
    if (args.text(option) !== undefined && !ACTION_OPTIONS[action].includes(option))
      throw new UsageError(`applications ${action} does not take --${option}.\n${USAGE}`);
}

function listInput(args: CommandArgs): ApplicationsInput {
  const status = args.text('status');
  if (status !== undefined && !(applicationStatuses as readonly string[]).includes(status))
    throw new UsageError(`--status must be one of ${applicationStatuses.join(', ')}.`);
  const given = args.text('page');
  const page = given === undefined ? 1 : Number(given);
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw new UsageError('--page must be a whole number from 1 to 100000.');
  return { action: 'list', status: status as ApplicationStatus | undefined, page };
}

/** The queue as a table, the oldest first. */
export function applicationsTable(applications: readonly Application[]): string[] {
  return tableLines([
    ['ID', 'STATUS', 'APPLIED', 'NAME', 'EMAIL', 'USERNAME', 'COUNTRY', 'DUPLICATES'],
    ...applications.map((a) => [
      String(a.id),
      a.status,
      a.applied_at,
      `${a.first_name} ${a.last_name}${a.company_name ? ` (${a.company_name})` : ''}`,
      a.email,
      a.username,
      a.country,
      String(a.duplicates.length),
    ]),
  ]);
}

const reasonWords = { email_domain: 'email domain', ip: 'address', website: 'website' } as const;

/** One duplicate: what is shared, and with whom. */
function duplicateLine(d: Application['duplicates'][number]): string {
  const who = [
    ...(d.member_id !== null ? [`affiliate ${d.username ?? ''} (member ${d.member_id})`] : []),
    ...(d.application_id !== null ? [`application #${d.application_id}`] : []),
  ].join(', ');
  return `    ${reasonWords[d.reason]} ${d.value}: ${who}`;
}

const indented = (text: string, by = '      ') => `${by}${text.replace(/\n/g, `\n${by}`)}`;

/** Everything the console shows of one application, as lines. */
export function applicationLines(a: Application): string[] {
  const confirmed = a.email_confirmed_at ? `email confirmed ${a.email_confirmed_at}` : 'email not confirmed';
  const lines = [
    `Application #${a.id}  ${a.status}  (${confirmed})`,
    `  ${a.first_name} ${a.last_name}${a.kind === 'company' ? `, company ${a.company_name ?? ''}` : ''}  <${a.email}>  username ${a.username}`,
    `  ${a.country}, paid in ${a.currency}, mails in ${a.language}; applied ${a.applied_at} from ${a.ip}`,
    `  Websites: ${a.websites.length > 0 ? a.websites.join(', ') : 'none'}`,
    `  Traffic: ${a.traffic_sources.join(', ')}${a.traffic_description ? `: ${a.traffic_description}` : ''}`,
  ];
  if (a.messenger) lines.push(`  Messenger: ${a.messenger.app} ${a.messenger.handle}`);
  if (a.heard_from) lines.push(`  Heard from: ${a.heard_from}`);
  lines.push(
    `  Terms accepted: ${a.terms_version === null ? 'none published' : `version ${a.terms_version}`}`,
  );
  if (a.referred_by)
    lines.push(`  Referred by: ${a.referred_by.username} (member ${a.referred_by.member_id})`);
  lines.push(a.duplicates.length > 0 ? '  Duplicates:' : '  Duplicates: none found');
  lines.push(...a.duplicates.map(duplicateLine));
  if (a.messages.length > 0) lines.push('  Questions:');
  for (const m of a.messages) {
    lines.push(`    ${m.asked_at} ${m.asked_by} asked:`, indented(m.question));
    lines.push(
      ...(m.answer === null
        ? ['    not answered yet']
        : [`    answered ${m.answered_at ?? ''}:`, indented(m.answer)]),
    );
  }
  if (a.status === 'approved')
    lines.push(
      `  Approved ${a.decided_at ?? ''} by ${a.decided_by ?? ''}: member ${a.member_id ?? 'removed'}, deal "${a.deal ?? ''}"`,
    );
  if (a.status === 'rejected')
    lines.push(
      `  Rejected ${a.decided_at ?? ''} by ${a.decided_by ?? ''}:`,
      indented(a.reject_reason ?? '', '    '),
    );
  return lines;
}

export const applications = defineCommand({
  name: 'applications',
  usage: `  applications list [--status S] [--page N]
                                     applications to join the program, oldest first, ${APPLICATIONS_PER_PAGE} a page (those
                                     waiting for a decision by default; S: ${applicationStatuses.join(', ')})
  applications show ID               one application: the applicant, the duplicates found, the questions asked
  applications approve ID --deal "Name"
                                     create the affiliate with the username and password they chose, on the deal
  applications reject ID --reason "..."
                                     reject it; the applicant is mailed the reason as written
  applications ask ID --question "..."
                                     mail the applicant a question with a link to answer it`,
  options: {
    status: { type: 'string' },
    page: { type: 'string' },
    deal: { type: 'string' },
    reason: { type: 'string' },
    question: { type: 'string' },
  },
  parse(args): ApplicationsInput {
    const [action, idArg, ...extra] = args.positionals;
    if (!action || !(action in ACTION_OPTIONS)) throw new UsageError(USAGE);
    checkOptions(args, action as Action);
    if (action === 'list') {
      if (idArg !== undefined) throw new UsageError(`applications list takes no "${idArg}".\n${USAGE}`);
      return listInput(args);
    }
    const id = positiveId(idArg);
    if (id === null || extra.length > 0) throw new UsageError(USAGE);
    if (action === 'show') return { action, id };
    if (action === 'approve') {
      if (args.text('deal') === undefined)
        throw new UsageError('applications approve needs --deal "Name": one of the deals of `deals list`.');
      const body = approveApplicationRequest.safeParse({ deal: args.text('deal') });
      if (!body.success) throw notValid('The approval is not valid:', body.error);
      return { action, id, deal: body.data.deal };
    }
    if (action === 'reject') {
      const body = rejectApplicationRequest.safeParse({ reason: args.text('reason') ?? '' });
      if (!body.success) throw notValid('The rejection is not valid:', body.error);
      return { action, id, reason: body.data.reason };
    }
    const body = askApplicantRequest.safeParse({ question: args.text('question') ?? '' });
    if (!body.success) throw notValid('The question is not valid:', body.error);
    return { action: 'ask', id, question: body.data.question };
  },
  async run(session, input): Promise<Application[] | Application> {
    const gateway = await session.gateway();
    const { applications: routes } = api;
    if (input.action === 'list')
      return gateway.call(routes.listApplications, {
        query: { status: input.status, page: input.page, per_page: APPLICATIONS_PER_PAGE },
      });
    const params = { applicationId: input.id };
    if (input.action === 'show') return gateway.call(routes.applicationDetail, { params });
    if (input.action === 'approve')
      return gateway.call(routes.approveApplication, { params, body: { deal: input.deal } });
    if (input.action === 'reject')
      return gateway.call(routes.rejectApplication, { params, body: { reason: input.reason } });
    return gateway.call(routes.askApplicant, { params, body: { question: input.question } });
  },
  print(result, input) {
    if (Array.isArray(result)) {
      if (result.length > 0) return applicationsTable(result).join('\n');
      if (input.action === 'list' && input.page > 1) return `No applications on page ${input.page}.`;
      return input.action === 'list' && input.status
        ? `No application is ${input.status.replace('_', ' ')}.`
        : 'No application is waiting for a decision.';
    }
    if (input.action === 'approve')
      return `Approved application #${result.id}: affiliate ${result.username} (member ${result.member_id ?? '?'}) is on the deal "${result.deal ?? ''}" and was mailed how to sign in.`;
    if (input.action === 'reject')
      return `Rejected application #${result.id}; ${result.email} was mailed the reason.`;
    if (input.action === 'ask')
      return `Asked the applicant of application #${result.id}; ${result.email} was mailed the question with a link to answer it.`;
    return applicationLines(result).join('\n');
  },
});
