import { POSTBACK_MACROS, type PostbackMacro } from '@affiliate/contract';

export type MacroValues = Record<PostbackMacro, string>;

const MACRO = /\{([^{}]*)\}/g;
const known = new Set<string>(POSTBACK_MACROS);

/** The braces of a template that name no macro, for the refusal. */
export function unknownMacros(template: string): string[] {
  return [
    ...new Set([...template.matchAll(MACRO)].map((m) => m[1] ?? '').filter((name) => !known.has(name))),
  ];
}

/**
 * Where a template's host ends: a macro there would let a value choose the destination, which the
 * address checks at save time could not see.
 */
export function macroInAuthority(template: string): boolean {
  const scheme = template.indexOf('://');
  const rest = scheme === -1 ? template : template.slice(scheme + 3);
  const end = rest.search(/[/?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).includes('{');
}

/** The template with every macro's value URL-encoded in its place (unknown braces are left as they are). */
export function fillTemplate(template: string, values: MacroValues): string {
  return template.replace(MACRO, (whole, name: string) =>
    known.has(name) ? encodeURIComponent(values[name as PostbackMacro]) : whole,
  );
}

/** A template with harmless sample values, to check that it makes an address. */
export const SAMPLE_VALUES: MacroValues = {
  click_id: 'test',
  sub1: 'test-sub1',
  sub2: '',
  sub3: '',
  sub4: '',
  sub5: '',
  event: 'registration',
  player: 'test-player',
  amount: '10.00',
  currency: 'EUR',
  code: 'TEST',
  timestamp: '0',
};
