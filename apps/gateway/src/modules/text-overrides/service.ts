import {
  errorCodes,
  languages,
  TEXT_NOT_A_MESSAGE,
  TEXT_NOT_OVERRIDDEN,
  TEXT_UNKNOWN_KEY,
  textWrongPlaces,
  type Language,
  type ResetTextRequest,
  type SetTextRequest,
  type TextEntry,
  type TextLanguageCount,
  type TextScope,
  type TextsQuery,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { actorName } from '../../http/access.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { textOverride, type TextOverrideRow } from '../../i18n/text-overrides.ts';
import { reloadTextOverrides } from './reload.ts';
import { catalogTexts, type CatalogText } from './catalog-texts.ts';
import { messagePlaces } from './message-places.ts';
import * as repo from './repository.ts';

function toEntry(
  scope: TextScope,
  language: Language,
  key: string,
  text: CatalogText,
  override: TextOverrideRow | null | undefined,
): TextEntry {
  const translation = text.translations[language];
  return {
    scope,
    key,
    english: text.english,
    translation,
    override: override?.text ?? null,
    shown: override?.text ?? (translation || text.english),
    updated_by: override ? actorName(override.updated_by) : null,
    updated_at: override ? override.updated_at.toISOString() : null,
  };
}

function byKey(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each language's texts of the scope: how many, how many the catalog lacks, how many the operator overrode. */
function countsOf(texts: ReadonlyMap<string, CatalogText>, scope: TextScope): TextLanguageCount[] {
  return languages.map((language) => {
    let missing = 0;
    let overridden = 0;
    for (const [key, text] of texts) {
      if (text.translations[language] === '') missing += 1;
      if (textOverride(scope, language, key)) overridden += 1;
    }
    return { language, total: texts.size, missing, overridden };
  });
}

/**
 * A page of a language's texts of one catalog, by key, with every language's counts. The catalogs are in
 * memory and a few thousand texts at most, so the filter and the page are worked out here.
 */
export function listTexts(ctx: AppContext, query: TextsQuery, url: string) {
  const { scope, language } = query;
  const texts = catalogTexts(ctx.config, scope);
  const needle = query.q?.toLowerCase();
  const entries = [...texts.keys()]
    .sort(byKey)
    .map((key) => toEntry(scope, language, key, texts.get(key)!, textOverride(scope, language, key)))
    .filter(
      (entry) =>
        (query.only !== 'overridden' || entry.override !== null) &&
        (query.only !== 'missing' || entry.translation === '') &&
        (needle === undefined ||
          [entry.key, entry.english, entry.translation, entry.override ?? ''].some((field) =>
            field.toLowerCase().includes(needle),
          )),
    );
  const start = (query.page - 1) * query.per_page;
  return {
    data: entries.slice(start, start + query.per_page),
    meta: {
      ...paginationMeta({ page: query.page, perPage: query.per_page, total: entries.length, url }),
      counts: countsOf(texts, scope),
    },
  };
}

/** A text of the scope's catalog; 422 on `key` when there is none. */
function catalogText(ctx: AppContext, scope: TextScope, key: string): CatalogText {
  const text = catalogTexts(ctx.config, scope).get(key);
  if (!text) throw fieldError('key', TEXT_UNKNOWN_KEY);
  return text;
}

/** What an override did, for its audit row: the text before (null: none) and after (null: reset). */
export interface TextChange {
  entry: TextEntry;
  before: string | null;
  after: string | null;
}

/**
 * Stores the operator's text for a key in a language, once it is an ICU message with exactly English's
 * variables (and, in the portal's texts, its `<0>` tags), then reloads this process's overrides so its
 * next page and mail use it at once.
 */
export async function setText(ctx: AppContext, request: SetTextRequest, actor: string): Promise<TextChange> {
  const { scope, language, key, text } = request;
  const found = catalogText(ctx, scope, key);
  const tags = scope === 'portal';
  const places = messagePlaces(text, tags);
  if (places === null) throw fieldError('text', TEXT_NOT_A_MESSAGE);
  const english = messagePlaces(found.english, tags) ?? [];
  if (places.join(' ') !== english.join(' ')) throw fieldError('text', textWrongPlaces(english.join(' ')));
  const before = await repo.findOverride(ctx.db, scope, language, key);
  const row = await repo.upsertOverride(ctx.db, {
    scope,
    language,
    key,
    text,
    at: ctx.config.now(),
    by: actor,
  });
  await reloadTextOverrides(ctx.db);
  return { entry: toEntry(scope, language, key, found, row), before: before?.text ?? null, after: row.text };
}

/** Removes the operator's text for a key in a language: the catalog's shows again. 404 when there was none. */
export async function resetText(ctx: AppContext, request: ResetTextRequest): Promise<TextChange> {
  const { scope, language, key } = request;
  const found = catalogText(ctx, scope, key);
  const removed = await repo.deleteOverride(ctx.db, scope, language, key);
  await reloadTextOverrides(ctx.db);
  if (!removed) throw new ApiError(404, TEXT_NOT_OVERRIDDEN, errorCodes.notFound);
  return { entry: toEntry(scope, language, key, found, null), before: removed.text, after: null };
}
