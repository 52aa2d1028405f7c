import { readFile } from 'node:fs/promises';
import {
  api,
  isoDate,
  publishTermsRequest,
  type OperatorTermsVersion,
  type PublishTermsRequest,
} from '@affiliate/contract';
import { defineCommand, notValid, UsageError } from '../command.ts';
import { tableLines } from '../text-table.ts';

type TermsInput = { action: 'list' } | { action: 'publish'; file: string; from: string | undefined };

const USAGE = 'Usage: npm run operator -- terms list | publish --file FILE.md [--from YYYY-MM-DD]';

/** The versions as a table, the latest first. */
export function termsTable(versions: readonly OperatorTermsVersion[]): string {
  if (versions.length === 0) return 'No version of the terms is published.';
  const rows = [
    ['VERSION', 'IN FORCE FROM', 'STATE', 'ACCEPTED', 'PUBLISHED', 'BY'],
    ...versions.map((v) => [
      String(v.version),
      v.effective_from,
      v.state.replace('_', ' '),
      String(v.accepted_count),
      v.published_at,
      v.published_by,
    ]),
  ];
  return tableLines(rows).join('\n');
}

export const terms = defineCommand({
  name: 'terms',
  usage: `  terms list                         the versions of the program's terms: date in force, state, how many accepted
  terms publish --file F [--from D]  publish the Markdown file F as the next version, in force from D (today
                                     when omitted; every affiliate is asked to accept it from that day)`,
  options: {
    file: { type: 'string' },
    from: { type: 'string' },
  },
  parse(args): TermsInput {
    const [action] = args.positionals;
    if (action === 'list') return { action };
    if (action === 'publish') {
      const file = args.text('file');
      if (!file) throw new UsageError(`Name the Markdown file to publish with --file.\n${USAGE}`);
      const from = args.text('from');
      if (from !== undefined && !isoDate.safeParse(from).success)
        throw new UsageError(`--from takes a date as YYYY-MM-DD.\n${USAGE}`);
      return { action, file, from };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    if (input.action === 'list') return (await session.gateway()).call(api.terms.listTermsVersions);
    // Read and checked before the gateway is reached: a missing or empty file sends nothing.
    let body: string;
    try {
      body = await readFile(input.file, 'utf8');
    } catch (error) {
      throw new UsageError(`${input.file}: ${(error as Error).message}`);
    }
    const request: PublishTermsRequest = { body, ...(input.from && { effective_from: input.from }) };
    const parsed = publishTermsRequest.safeParse(request);
    if (!parsed.success) throw notValid(USAGE, parsed.error);
    return (await session.gateway()).call(api.terms.publishTerms, { body: request });
  },
  print(result) {
    if (Array.isArray(result)) return termsTable(result);
    const when = result.state === 'upcoming' ? `from ${result.effective_from}` : 'from today';
    return `Published version ${result.version} of the terms, in force ${when} (${result.effective_from}).`;
  },
});
