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

/** Stands for a macro while a template is parsed: letters only, so it is valid in any part of an address. */
const MARKER = 'zqmacroqz';

/**
 * True when a macro would choose the scheme, the user, the host or the port: a value there would pick
 * the destination, which the address checks at save time could not see. The template is parsed as a URL
 * (with a marker in each macro's place), as the sender parses it, so no spelling escapes: `http:/{sub2}host`
 * is `http://{sub2}host` to a URL parser. A template with macros that makes no address then is refused too
 * (a macro could complete it later, as `http://tracker.example:{sub2}/` does with a number).
 */
export function macroInAuthority(template: string): boolean {
  if (!/\{[^{}]*\}/.test(template)) return false;
  let url: URL;
  try {
    url = new URL(template.replace(MACRO, MARKER));
  } catch {
    return true;
  }
  return [url.protocol, url.username, url.password, url.host].some((part) =>
    part.toLowerCase().includes(MARKER),
  );
}

/** What a delivery answers instead of sending a template saved before macroInAuthority refused it. */
export const MACRO_IN_AUTHORITY_REFUSAL =
  'Not sent: a macro stands in the address before its path. Save the postback again with macros only in the path and query.';

/**
 * The template with every macro's value URL-encoded in its place (unknown braces are left as they are).
 * A macro the event was queued without (`{brand}` before brands existed) is empty.
 */
export function fillTemplate(template: string, values: MacroValues): string {
  return template.replace(MACRO, (whole, name: string) =>
    known.has(name)
      ? encodeURIComponent((values as Partial<MacroValues>)[name as PostbackMacro] ?? '')
      : whole,
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
  brand: 'test-brand',
  timestamp: '0',
};
