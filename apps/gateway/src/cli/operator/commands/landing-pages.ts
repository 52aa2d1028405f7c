import {
  addLandingPageRequest,
  api,
  type AddLandingPageRequest,
  type LandingPage,
} from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError } from '../command.ts';

type LandingPagesInput =
  { action: 'list' } | { action: 'add'; page: AddLandingPageRequest } | { action: 'remove'; id: number };

const USAGE = 'Usage: npm run operator -- landing-pages list | add --label "Label" ADDRESS | remove ID';

const pageLine = (page: LandingPage) =>
  `#${String(page.id).padEnd(5)} ${page.prefix}  "${page.label}"  added by ${page.added_by}`;

export const landingPages = defineCommand({
  name: 'landing-pages',
  usage: `  landing-pages list                 the pages tracking links may lead to (deep links)
  landing-pages add --label L ADDRESS
                                     allow a page and every page under it (https; http only on localhost)
  landing-pages remove ID            stop allowing a page (its links land on the default landing page)`,
  options: { label: { type: 'string' } },
  parse(args): LandingPagesInput {
    const [action, ...rest] = args.positionals;
    if (action === 'list') return { action };
    if (action === 'add') {
      const parsed = addLandingPageRequest.safeParse({
        label: args.text('label') ?? '',
        prefix: rest[0] ?? '',
      });
      if (!parsed.success) throw notValid(USAGE, parsed.error);
      return { action, page: parsed.data };
    }
    if (action === 'remove') {
      const id = positiveId(rest[0]);
      if (id === null) throw new UsageError('Usage: npm run operator -- landing-pages remove ID');
      return { action, id };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'add') return gateway.call(api.operator.addLandingPage, { body: input.page });
    if (input.action === 'remove')
      return gateway.call(api.operator.removeLandingPage, { params: { landingPageId: input.id } });
    return gateway.call(api.operator.listLandingPages);
  },
  print(result, input) {
    if (Array.isArray(result))
      return result.length > 0
        ? result.map(pageLine).join('\n')
        : 'No landing page is allowed: every link lands on the default landing page.';
    if (input.action === 'add')
      return `Allowed #${result.id} ${result.prefix} ("${result.label}"): links may lead to it and every page under it.`;
    return `Removed #${result.id} ${result.prefix}: links to it land on the default landing page from now on.`;
  },
});
