import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { languages } from '../common/languages.ts';
import { isoDateTime } from '../common/primitives.ts';

/**
 * The operator's own wording of affiliate-facing texts (issue 37): the console (in English) lists every
 * text of a language — English, the catalog's translation, the operator's override — counts what a
 * language lacks, and sets or resets an override (the program's name for a market, say). Two catalogs
 * hold the texts: the portal's (`portal`: keyed by the English message itself, Lingui's msgid) and the
 * gateway's mails, notices and files (`gateway`: keyed by name). Reading is for every role; changing a
 * text is the admins', like the program's other settings.
 */

export const textScope = z.enum(['portal', 'gateway']);
export type TextScope = z.infer<typeof textScope>;

export const textLanguage = z.enum(languages);

export const TEXT_MAX_LENGTH = 5000;
export const TEXT_UNKNOWN_KEY = 'There is no such text in this catalog.';
export const TEXT_REQUIRED = 'Write the text, or reset it to the catalog’s.';
export const TEXT_NOT_A_MESSAGE = 'The text is not a valid message: check its braces { } and tags.';
/** The override's variables or tags differ from English's: `{places}` names English's. */
export const textWrongPlaces = (places: string) =>
  places === ''
    ? 'Use no {variables} or <0> tags: English has none.'
    : `Use exactly the {variables} and tags English uses: ${places}.`;
export const TEXT_NOT_OVERRIDDEN = 'This text has no override in this language.';

export const textKey = z
  .string()
  .min(1, 'Name the text.')
  .max(TEXT_MAX_LENGTH, `A text is at most ${TEXT_MAX_LENGTH} characters.`);

export const textsQuery = pageQuery.extend({
  language: textLanguage,
  scope: textScope.default('portal'),
  /** Part of the English text, the translation, the override or the key (any case). */
  q: z.string().trim().max(200, 'Type at most 200 characters.').optional(),
  /** `overridden`: only texts with an override; `missing`: only texts the catalog does not translate. */
  only: z.enum(['overridden', 'missing']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type TextsQuery = z.infer<typeof textsQuery>;

export const textEntry = z.object({
  scope: textScope,
  key: z.string(),
  english: z.string(),
  /** The catalog's text in the language asked for; '' when the catalog lacks it (English: English). */
  translation: z.string(),
  /** The operator's text, which wins over the catalog's; null when none is set. */
  override: z.string().nullable(),
  /** What affiliates read: the override, else the translation, else English. */
  shown: z.string(),
  /** Who set the override (an operator's email, or `machine <fingerprint>`) and when; null without one. */
  updated_by: z.string().nullable(),
  updated_at: isoDateTime.nullable(),
});
export type TextEntry = z.infer<typeof textEntry>;

/** A language's texts in the scope asked for: how many, how many the catalog lacks, how many are overridden. */
export const textLanguageCount = z.object({
  language: textLanguage,
  total: z.number().int().min(0),
  missing: z.number().int().min(0),
  overridden: z.number().int().min(0),
});
export type TextLanguageCount = z.infer<typeof textLanguageCount>;

export const setTextRequest = z.object({
  scope: textScope,
  language: textLanguage,
  key: textKey,
  /** An ICU message with exactly English's `{variables}` (and, for portal texts, `<0>` tags). */
  text: z
    .string()
    .max(TEXT_MAX_LENGTH, `A text is at most ${TEXT_MAX_LENGTH} characters.`)
    .refine((text) => text.trim() !== '', TEXT_REQUIRED),
});
export type SetTextRequest = z.infer<typeof setTextRequest>;

export const resetTextRequest = z.object({ scope: textScope, language: textLanguage, key: textKey });
export type ResetTextRequest = z.infer<typeof resetTextRequest>;

export const textList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/texts',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    "A language's affiliate-facing texts of one catalog (`portal`: the portal's screens; `gateway`: mails, notices and files), by key: English, the catalog's translation, the override; filtered by `q` and `only`, with each language's counts (total, missing, overridden)",
  tags: ['operator console'],
  query: textsQuery,
  response: pagedEnvelope(textEntry, { counts: z.array(textLanguageCount) }),
});

export const setText = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/texts',
  access: 'operator',
  roles: [],
  summary:
    "Override a text in a language (English too): affiliates read it instead of the catalog's. 422 on `key` when the catalog has no such text, on `text` when it is not an ICU message with exactly English's variables and tags",
  tags: ['operator console'],
  body: setTextRequest,
  response: dataEnvelope(textEntry),
});

export const resetText = endpoint({
  method: 'POST',
  path: '/api/v1/operator/texts/reset',
  access: 'operator',
  roles: [],
  summary:
    "Remove a text's override in a language: affiliates read the catalog's text again (404 when it has none; the key in the body, since portal keys are English sentences)",
  tags: ['operator console'],
  body: resetTextRequest,
  response: dataEnvelope(textEntry),
});
