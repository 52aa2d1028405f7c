/**
 * The contract's validation messages an affiliate can meet, as portal catalog messages (issue 37). The
 * contract writes them in English (the specification's words); a form shows them in the portal's
 * language by looking the English text up as a message id (src/lib/form-resolver.ts), and the gateway
 * answers a request's 422 in its language from the same catalogs (apps/gateway/src/i18n/portal-catalog.ts).
 *
 * `npx tsx scripts/contract-messages.ts` writes src/lib/i18n/contract-messages*.ts, which only
 * `lingui extract` reads; `npm run i18n:check` fails when they are not current. The messages are found
 * by walking the request schemas of every endpoint an affiliate or a visitor calls (the console's stay
 * English): each type's and each check's message, and the messages a `superRefine` raises, which a
 * walk cannot see, read from the contract's source, and what the payout detail checks return.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  api,
  payoutDetailHints,
  payoutDetailMessages,
  secondFactorCode,
  sixDigitCode,
  type Endpoint,
} from '@affiliate/contract';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractSource = path.resolve(portal, '..', '..', 'packages', 'contract', 'src');
export const contractMessageFiles = {
  first: path.join(portal, 'src', 'lib', 'i18n', 'contract-messages-first.ts'),
  portal: path.join(portal, 'src', 'lib', 'i18n', 'contract-messages.ts'),
};

interface ZodLike {
  _zod: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown; checks?: ZodLike[] } };
}
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** What an `error` option says, asked with an issue of no particular kind (a message function may look at it). */
function said(error: ((issue: unknown) => unknown) | undefined, found: Set<string>) {
  if (!error) return;
  try {
    const message = error({ code: 'custom', input: undefined, keys: [], path: [] });
    const text =
      typeof message === 'string' ? message : (message as { message?: unknown } | undefined)?.message;
    if (typeof text === 'string' && text !== '') found.add(text);
  } catch {
    // A message function that needs a real issue says nothing here.
  }
}

/** Every message a schema and the schemas inside it carry. */
function walk(schema: ZodLike, found: Set<string>, seen: Set<unknown>) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = schema._zod;
  said(def.error, found);
  for (const check of def.checks ?? []) said(check._zod.def.error, found);
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    const inner: unknown[] =
      key === 'getter' && typeof value === 'function'
        ? [(value as () => unknown)()]
        : Array.isArray(value)
          ? value
          : key === 'shape' && typeof value === 'object' && value !== null
            ? Object.values(value)
            : [value];
    for (const item of inner) if (isSchema(item)) walk(item, found, seen);
  }
}

/** The literal messages of `ctx.addIssue({ ..., message: '...' })` in the contract's source. */
function raisedMessages(): Set<string> {
  const found = new Set<string>();
  const files = readdirSync(contractSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(contractSource, file), 'utf8');
    for (const [, call] of source.matchAll(/addIssue\(\{([^}]*)\}\)/g))
      for (const [, text] of call!.matchAll(/message:\s*'((?:[^'\\]|\\.)*)'/g))
        found.add(text!.replace(/\\'/g, "'"));
  }
  return found;
}

const endpoints = (): Endpoint[] => Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
const affiliateFacing = (endpoint: Endpoint) =>
  endpoint.access !== 'operator' && !endpoint.path.startsWith('/api/v1/operator');
/** What the sign-in page can show (the `first` catalog part): its call's messages and its code step's rules. */
const signIn = (endpoint: Endpoint) => endpoint === api.auth.login;
const signInRules: unknown[] = [sixDigitCode, secondFactorCode];

function messagesOf(chosen: Endpoint[], rules: unknown[] = []): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const schema of [
    ...chosen.flatMap((endpoint) => [endpoint.body, endpoint.query, endpoint.params]),
    ...rules,
  ])
    if (isSchema(schema)) walk(schema, found, seen);
  return found;
}

/** The messages by catalog part, each sorted; a message of the sign-in call is in `first` only. */
export function contractMessages(): { first: string[]; portal: string[] } {
  const first = messagesOf(endpoints().filter(signIn), signInRules);
  const portal = messagesOf(endpoints().filter((endpoint) => affiliateFacing(endpoint) && !signIn(endpoint)));
  const raised = raisedMessages();
  // What the payout detail checks return (a function, not a schema, says them) and the field's placeholders.
  for (const text of [...Object.values(payoutDetailMessages), ...Object.values(payoutDetailHints)])
    raised.add(text);
  const rest = [...new Set([...portal, ...raised])].filter((message) => !first.has(message));
  return { first: [...first].sort(), portal: rest.sort() };
}

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The source of one generated file. */
export function contractMessagesSource(messages: string[], part: 'first' | 'portal'): string {
  const entries = messages.map((text) => `  msg({ id: ${quoted(text)}, message: ${quoted(text)} }),`);
  return [
    "import { msg } from '@lingui/core/macro';",
    '',
    '/**',
    ` * Generated by scripts/contract-messages.ts (do not edit): the contract's validation messages of the`,
    ` * \`${part}\` catalog part, each with its English text as its id, for \`lingui extract\` only (nothing`,
    ' * imports this file): a form looks a message up by its English text (lib/form-resolver.ts).',
    ' */',
    `export const contractMessages${part === 'first' ? 'First' : ''} = [`,
    ...entries,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const messages = contractMessages();
  for (const part of ['first', 'portal'] as const)
    writeFileSync(contractMessageFiles[part], contractMessagesSource(messages[part], part));
  process.stdout.write(`first: ${messages.first.length} messages, portal: ${messages.portal.length}\n`);
}
